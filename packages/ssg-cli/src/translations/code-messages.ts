import { editDistance, type ContentWarning, type TranslationEntries, type TranslationFile } from '@kran/content-core';
import type { Messages } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The theme's messages a site's `code.json` rewords for the built locale: each Docusaurus id the theme knows
 * (`theme.docs.paginator.next`) becomes its message (`docs.next`), placeholders renamed to the theme's. An id
 * neither the theme nor Docusaurus's theme knows (a translator's typo) is a warning at its place, as is a message
 * with a placeholder the theme cannot fill.
 */
export function codeMessageOverrides(
  code: TranslationFile | undefined,
  definition: Pick<ThemeDefinition, 'docusaurusMessages' | 'resolveMessages'>,
  locale: string,
): { overrides: Partial<Messages>; warnings: ContentWarning[] } {
  const overrides: Partial<Messages> = {};
  const warnings: ContentWarning[] = [];
  const known = definition.docusaurusMessages;
  if (!code || !known) return { overrides, warnings };
  const untranslated = definition.resolveMessages(locale);
  for (const [id, message] of Object.entries(code.messages)) {
    // The site's own ids are its pages' (`<Translate id="home.title">`), read by siteCodeTranslations.
    if (!isThemeId(id)) continue;
    const target = known.byId[id];
    if (!target) {
      if (!known.isUnused(id)) warnings.push(unknownIdWarning(id, code, Object.keys(known.byId)));
      continue;
    }
    const worded = renamePlaceholders(message, target.placeholders ?? {});
    const allowed = placeholdersOf(untranslated[target.key]);
    const unfillable = placeholdersOf(worded).filter((name) => !allowed.includes(name));
    if (unfillable.length > 0) {
      warnings.push({
        message:
          `The translation "${id}" uses ${unfillable.map((name) => `{${name}}`).join(', ')}, ` +
          "which the theme cannot fill in; the theme's own text is shown.",
        location: code.locate(id),
        hint: `Use only ${describePlaceholders(allowed, target.placeholders ?? {})} in this message.`,
      });
      continue;
    }
    overrides[target.key] = worded;
  }
  return { overrides, warnings };
}

/** Whether a `code.json` id names a text of the theme (`theme.docs.paginator.next`) rather than of the site. */
function isThemeId(id: string): boolean {
  return id.startsWith('theme.');
}

/**
 * The messages of the site's own code (`translate()`, `<Translate>`) in the built locale, by id: every id of
 * `code.json` but the theme's.
 */
export function siteCodeTranslations(code: TranslationFile | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(code?.messages ?? {}).filter(([id]) => !isThemeId(id)));
}

/**
 * What `code.json` holds for the theme: each Docusaurus id the theme knows, with the theme's text in `messages`
 * written as Docusaurus reads it (plural forms unnamed, in its order for the locale), which the theme reads alike.
 */
export function codeTranslationEntries(
  definition: Pick<ThemeDefinition, 'docusaurusMessages'>,
  messages: Messages,
  locale: string,
): TranslationEntries {
  const entries: TranslationEntries = {};
  const known = definition.docusaurusMessages;
  for (const [id, { key, placeholders = {} }] of Object.entries(known?.byId ?? {})) {
    const back = Object.fromEntries(Object.entries(placeholders).map(([theirs, ours]) => [ours, theirs]));
    const message = renamePlaceholders(known!.toCodeJsonMessage(messages[key], locale), back);
    entries[id] = { message, description: `The theme's text ${key}` };
  }
  return entries;
}

function renamePlaceholders(message: string, names: Readonly<Record<string, string>>): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => (names[name] ? `{${names[name]}}` : whole));
}

function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

function describePlaceholders(allowed: string[], renamed: Readonly<Record<string, string>>): string {
  if (allowed.length === 0) return 'plain text (no placeholders)';
  const theirs = Object.fromEntries(Object.entries(renamed).map(([their, ours]) => [ours, their]));
  return allowed.map((name) => `{${theirs[name] ?? name}}`).join(', ');
}

function unknownIdWarning(id: string, code: TranslationFile, knownIds: string[]): ContentWarning {
  const near = closestId(id, knownIds);
  return {
    message: `The translation "${id}" names a text that neither the theme nor the site has, so it changes nothing.`,
    location: code.locate(id),
    hint: near
      ? `Did you mean "${near}"? Run \`kran write-translations\` to list the ids the site has.`
      : 'Check the id for typos; `kran write-translations` lists the ids the site has.',
  };
}

// A known id a few typed characters away.
function closestId(id: string, knownIds: string[]): string | undefined {
  const ranked = knownIds
    .map((candidate) => ({ candidate, distance: editDistance(id.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  return best && best.distance <= Math.max(2, Math.floor(id.length / 8)) ? best.candidate : undefined;
}
