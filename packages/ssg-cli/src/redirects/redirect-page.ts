/**
 * The script of every redirect page: it goes on to the page the canonical link names, keeping the query and the
 * #anchor (Docusaurus writes the target into each page's script; one script for all keeps them under the one hash
 * the Content-Security-Policy allows).
 */
export const REDIRECT_SCRIPT =
  "window.location.href = document.querySelector('link[rel=\"canonical\"]').getAttribute('href') + window.location.search + window.location.hash;";

/** The URL a redirect page leads to: the route under the base URL, as @docusaurus/plugin-client-redirects writes it. */
export function redirectUrl(baseUrl: string, to: string): string {
  return encodeURI(`${baseUrl.replace(/\/+$/, '')}${to}`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A redirect page as @docusaurus/plugin-client-redirects 2.4 writes it: a refresh to the target at once (without
 * JavaScript too), the target as the canonical URL, and a script that keeps the query and the #anchor.
 */
export function redirectPageHtml(url: string): string {
  const href = escapeAttribute(url);
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${href}">
    <link rel="canonical" href="${href}" />
  </head>
  <script>${REDIRECT_SCRIPT}</script>
</html>
`;
}

/**
 * Where a redirect page goes in the output: `from/index.html`, so that a page's own `from.html` never loses to it;
 * with `trailingSlash: false` a `from` ending in `.html` is written as `from.html`, as Docusaurus does.
 */
export function redirectFileOf(from: string, trailingSlash: boolean | undefined): string {
  const file = from.replace(/^\/+/, '');
  return trailingSlash === false && file.endsWith('.html') ? `${file}.html` : `${file}/index.html`;
}
