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
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..') || urlPath.length > 2048) return undefined;
  const resolved = path.resolve(root, `.${decoded}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined;
  const withoutSuffix = resolved.replace(/(?:\/index)?\.html$/, '');
  return [resolved, path.join(withoutSuffix, 'index.html'), `${withoutSuffix}.html`];
}
