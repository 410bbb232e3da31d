import type { ConfigPlace, ConfigProblem } from './config-part.js';

export type Report = (message: string, at: ConfigPlace, hint: string) => void;
/** The place of a key of one item of a list, or with `value`, of its value; the item's own place without a key. */
export type ItemPlace = (key?: string, value?: string) => ConfigPlace;

/**
 * Places in the item at `itemPath` (`['navbar', 'items', 2]`); where the file does not write the path out, the key is
 * searched for after the first key of the path.
 */
export function placeIn(itemPath: readonly (string | number)[]): ItemPlace {
  return (key, value) => ({
    path: key === undefined ? itemPath : [...itemPath, key],
    key: key ?? String(itemPath.findLast((step) => typeof step === 'string')),
    ...(itemPath.length > 0 ? { after: String(itemPath[0]) } : {}),
    ...(value === undefined ? {} : { value }),
  });
}

/** A list of problems and the function that adds one. */
export function problemList(): { problems: ConfigProblem[]; report: Report } {
  const problems: ConfigProblem[] = [];
  return { problems, report: (message, at, hint) => problems.push({ message, at, hint }) };
}

/** Reports a link of the navbar or the footer (`where`) without a label, or without `to` or `href`. */
export function checkLink(link: unknown, where: 'navbar' | 'footer', at: ItemPlace, report: Report): void {
  const { label, to, href } = (typeof link === 'object' && link !== null ? link : {}) as {
    label?: unknown;
    to?: unknown;
    href?: unknown;
  };
  if (!isFilledString(label)) {
    report(
      `The ${where} link ${JSON.stringify(link)} has no label.`,
      at(),
      "Give it the text it shows: `label: 'Blog'`.",
    );
  } else if (!isFilledString(to) && !isFilledString(href)) {
    report(
      `The ${where} link "${label}" has neither \`to\` nor \`href\`.`,
      at('label', label),
      "Add `to: '/page'` for a page of this site or `href: 'https://...'` for another site.",
    );
  }
}

export function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
