/** A base URL as content-core writes it: `/` or `/a/b/`, whatever slashes it was given with. */
export function normalizeBaseUrl(baseUrl: string): string {
  const segments = baseUrl.split('/').filter(Boolean);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The address a server prints for the site's home page. */
export function siteUrl(host: string, port: number, baseUrl: string): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}${baseUrl}`;
}
