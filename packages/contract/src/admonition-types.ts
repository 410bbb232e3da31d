/**
 * Docusaurus's admonition keywords: its five types, `caution`, and the legacy aliases `secondary`, `important` and
 * `success` that Docusaurus 2 and 3 still accept (theme-classic's Admonition/Types, facebook/docusaurus#7767).
 * content-core turns `:::type` containers into admonitions; a theme shows each of them.
 */
export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'caution',
  'warning',
  'danger',
  'secondary',
  'important',
  'success',
] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];
