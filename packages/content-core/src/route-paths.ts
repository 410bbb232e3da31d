import type { FieldReader } from './front-matter/fields.js';
import type { FrontMatterSchema } from './front-matter/schemas.js';

/** Joins URL path segments into `/a/b`; the empty path is `/`. */
export function joinPath(...segments: string[]): string {
  const parts = segments.flatMap((segment) => segment.split('/')).filter(Boolean);
  return `/${parts.join('/')}`;
}

const SLUG_HINT = 'Use a slug made of words and dashes, e.g. `slug: mein-beitrag`.';

/** Reports a slug that would leave the output folder or hold characters a URL path cannot. */
export function checkSlug<S extends FrontMatterSchema>(
  slug: string,
  fields: FieldReader<S>,
  key: keyof S & string,
): boolean {
  const problem = unsafePathProblem(slug);
  if (problem) fields.report(key, `The slug ${problem}`, SLUG_HINT);
  return problem === undefined;
}

/** Why a path written in front matter cannot be a URL path of the site (`"../x" contains ".."...`), or undefined. */
export function unsafePathProblem(value: string): string | undefined {
  const dotSegment = value.split('/').find((segment) => segment === '..' || segment === '.');
  if (dotSegment) return `"${value}" contains "${dotSegment}", which would place the page outside the site.`;
  if (/[\u0000-\u001f\\?#]/.test(value))
    return `"${value.replace(/[\u0000-\u001f]/g, '?')}" contains a control character, "\\", "?" or "#".`;
  return undefined;
}
