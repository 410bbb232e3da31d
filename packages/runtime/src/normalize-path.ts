/**
 * The route a URL path stands for: `/x.html`, `/x/index.html` and `/x/` all mean `/x`;
 * `/index.html` means `/`.
 */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}
