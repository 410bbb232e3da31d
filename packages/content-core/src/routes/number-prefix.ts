// Names such as `2021-01-31-notes` or `7.0-migration` start with a date or version, not with an order number.
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/;

/** A file or folder name without its order number, as Docusaurus reads it: `01-intro` -> `intro`. */
export function stripNumberPrefix(name: string): string {
  if (DATE_OR_VERSION.test(name)) return name;
  return NUMBER_PREFIX.exec(name)?.[1] ?? name;
}

/** Each folder of a path without its order number: `02-guide/01-basics` -> `guide/basics`. */
export function stripPathNumberPrefixes(relativePath: string): string {
  return relativePath.split('/').map(stripNumberPrefix).join('/');
}
