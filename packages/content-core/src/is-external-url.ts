/**
 * True for URLs with a scheme (`https:`, `mailto:`) or protocol-relative ones (`//host`): links that leave the site.
 * The Node side's definition (content-core, ssg-cli); the runtime exports the same for browser code, which must
 * not import content-core.
 */
export function isExternalUrl(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
