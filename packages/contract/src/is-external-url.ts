/**
 * True for URLs with a scheme (`https:`, `mailto:`) or protocol-relative ones (`//host`): links that leave the site.
 * One definition for Node code (content-core, ssg-cli) and browser code (runtime, theme).
 */
export function isExternalUrl(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
