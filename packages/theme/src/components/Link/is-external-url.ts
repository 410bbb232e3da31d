/** True for URLs with a scheme (`https:`, `mailto:`) or protocol-relative ones. */
export function isExternalUrl(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
