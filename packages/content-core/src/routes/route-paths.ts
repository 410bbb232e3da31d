import type { FieldReader } from '../front-matter/fields.js';

/** Joins URL path segments into `/a/b`; the empty path is `/`. */
export function joinPath(...segments: string[]): string {
  const parts = segments.flatMap((segment) => segment.split('/')).filter(Boolean);
  return `/${parts.join('/')}`;
}

/** Reports a slug that would leave the output folder or hold characters a URL path cannot. */
export function checkSlug(slug: string, fields: FieldReader, key: string): boolean {
  const segments = slug.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    fields.report(key, `The slug "${slug}" contains "${segments.find((s) => s === '..' || s === '.')}", which would place the page outside the site.`, 'Use a slug made of words and dashes, e.g. `slug: mein-beitrag`.');
    return false;
  }
  if (/[\u0000-\u001f\\?#]/.test(slug)) {
    fields.report(key, `The slug "${slug.replace(/[\u0000-\u001f]/g, '?')}" contains a control character, "\\", "?" or "#".`, 'Use a slug made of words and dashes, e.g. `slug: mein-beitrag`.');
    return false;
  }
  return true;
}
