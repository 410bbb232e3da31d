import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';

/** What Docusaurus's docs plugin passes an `editUrl` function, with the same names. */
export interface DocsEditUrlParams {
  /** The version's name: `current` for the docs folder. */
  version: string;
  /** The version's docs folder relative to the site folder: `docs`, `../docs`, `versioned_docs/version-1.0`. */
  versionDocsDirPath: string;
  /** The doc's file relative to that folder: `guides/install.md`. */
  docPath: string;
  permalink: string;
  locale: string;
}

/** What Docusaurus's blog plugin passes an `editUrl` function, with the same names. */
export interface BlogEditUrlParams {
  /** The blog's folder relative to the site folder: `blog`. */
  blogDirPath: string;
  /** The post's file relative to that folder: `2024-01-02-release.md`. */
  blogPath: string;
  permalink: string;
  locale: string;
}

/** A Docusaurus `editUrl` function of docs: the page's edit link, or undefined for none. */
export type DocsEditUrlFunction = (params: DocsEditUrlParams) => string | undefined;
/** A Docusaurus `editUrl` function of a blog: the post's edit link, or undefined for none. */
export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined;

export interface EditUrlCallContext {
  /** `docs.editUrl` or `blogs[0].editUrl`, for messages. */
  name: string;
  /** Where the function is written in site.config.ts. */
  at: () => SourceLocation;
  problems: Problems;
}

/**
 * Calls a site's editUrl function page by page. The first call that throws or returns anything but a string or
 * undefined is reported at the function, naming the page's file; the pages of that call and after it get no link.
 */
export function editUrlCaller<Params>(
  editUrl: (params: Params) => unknown,
  { name, at, problems }: EditUrlCallContext,
): (params: Params, file: string) => string | undefined {
  let hasFailed = false;
  return (params, file) => {
    if (hasFailed) return undefined;
    let result: unknown;
    try {
      result = editUrl(params);
    } catch (error) {
      hasFailed = true;
      problems.error(
        `The ${name} function throws for ${file}: ${error instanceof Error ? error.message : String(error)}`,
        at(),
        `It is called with ${JSON.stringify(params)}; make it return the page's edit URL, or undefined for no link.`,
      );
      return undefined;
    }
    if (result === undefined || typeof result === 'string') return result || undefined;
    hasFailed = true;
    problems.error(
      `The ${name} function returns ${describe(result)} for ${file}, where a URL (a string) or undefined is needed.`,
      at(),
      `It is called with ${JSON.stringify(params)}; return the page's edit URL as a string, or undefined for no link.`,
    );
    return undefined;
  };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value instanceof Promise) return 'a Promise (it must not be async)';
  return typeof value === 'object' ? `an object (${JSON.stringify(value)})` : `the ${typeof value} ${String(value)}`;
}
