import path from 'node:path';

/**
 * The candidate files for a URL path inside `root`, most specific first; undefined when the path
 * is malformed or would leave `root` (`..`, encoded `..`, backslashes, NUL bytes).
 */
export function candidateFiles(root: string, urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..') || urlPath.length > 2048)
    return undefined;
  const resolved = path.resolve(root, `.${decoded}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined;
  const withoutSuffix = resolved.replace(/(?:\/index)?\.html$/, '');
  return [resolved, path.join(withoutSuffix, 'index.html'), `${withoutSuffix}.html`];
}

/** Where a request lands on a site served under `baseUrl`. */
export type BaseUrlLocation =
  /** Inside the base: `sitePath` is the path below it, starting with `/`. */
  | { kind: 'inside'; sitePath: string }
  /** The server root or the base without its final slash: the visitor is sent to the base. */
  | { kind: 'redirect'; location: string }
  | { kind: 'outside' };

/** Places a URL path (without the query) relative to the base URL the site is served under. */
export function locateInBase(urlPath: string, baseUrl: string): BaseUrlLocation {
  if (baseUrl === '/') return { kind: 'inside', sitePath: urlPath };
  if (urlPath.startsWith(baseUrl)) return { kind: 'inside', sitePath: urlPath.slice(baseUrl.length - 1) };
  if (urlPath === '/' || urlPath === baseUrl.slice(0, -1)) return { kind: 'redirect', location: baseUrl };
  return { kind: 'outside' };
}
