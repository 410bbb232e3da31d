/**
 * True for URLs with a scheme (`https:`, `mailto:`) or protocol-relative ones (`//host`): links that leave the site.
 * The browser side's definition (runtime, theme); content-core exports the same for Node code.
 */
export function isExternalUrl(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
