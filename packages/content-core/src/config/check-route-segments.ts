import type { SiteConfig } from './config.js';
import type { ConfigPath } from './config-outline.js';
import type { ConfigSource } from './config-source.js';
import type { Problems } from '../errors/problems.js';
import { unsafePathProblem } from '../route-paths.js';

/** The options naming a URL segment below a blog, with their defaults; `null` turns off the ones that allow it. */
const BLOG_SEGMENTS = [
  { key: 'tagsBasePath', example: 'tags', allowsNull: false },
  { key: 'authorsBasePath', example: 'authors', allowsNull: false },
  { key: 'archiveBasePath', example: 'archive', allowsNull: true },
  { key: 'pageBasePath', example: 'page', allowsNull: false },
] as const;

/**
 * Checks the options that move a blog's or a docs instance's generated pages (tagsBasePath, authorsBasePath,
 * archiveBasePath, pageBasePath): each a non-empty path that stays inside the site, as Docusaurus requires.
 */
export function checkRouteSegments(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  for (const [index, blog] of (config.blogs ?? []).entries())
    for (const { key, example, allowsNull } of BLOG_SEGMENTS)
      checkSegment(blog[key], {
        key,
        example,
        allowsNull,
        path: ['blogs', index, key],
        owner: `The blog "${blog.id}"`,
      });
  for (const [index, docs] of (config.docs ?? []).entries())
    checkSegment(docs.tagsBasePath, {
      key: 'tagsBasePath',
      example: 'tags',
      allowsNull: false,
      path: ['docs', index, 'tagsBasePath'],
      owner: `The docs "${docs.id}"`,
    });

  function checkSegment(
    value: unknown,
    place: { key: string; example: string; allowsNull: boolean; path: ConfigPath; owner: string },
  ): void {
    if (value === undefined || (value === null && place.allowsNull)) return;
    const problem =
      typeof value !== 'string'
        ? `${JSON.stringify(value)} is not a text`
        : value.replace(/\//g, '') === ''
          ? `"${value}" is empty`
          : unsafePathProblem(value)?.replace(/\.$/, '');
    if (problem === undefined) return;
    const { key, example, allowsNull, path, owner } = place;
    problems.error(
      `${owner} has an unusable ${key}: ${problem}.`,
      source.locatePath(path, { isValue: true }) ?? source.locateKey(key),
      `Write a URL segment made of words and dashes, e.g. \`${key}: '${example}'\`${allowsNull ? `, or \`${key}: null\` for no such page` : ''}.`,
    );
  }
}
