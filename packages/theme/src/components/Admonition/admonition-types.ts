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

/** The types with a look of their own: colours and icon. */
export type AdmonitionStyle = 'note' | 'tip' | 'info' | 'caution' | 'warning' | 'danger';

/**
 * Docusaurus's legacy keywords, shown as it shows them (theme-classic's Admonition/Types): `secondary` as a note,
 * `important` as an info, `success` as a tip, each with a title of its own.
 */
const LEGACY_ALIASES: Partial<Record<AdmonitionType, AdmonitionStyle>> = {
  secondary: 'note',
  important: 'info',
  success: 'tip',
};

/** The look of an admonition type. */
export function admonitionStyleOf(type: AdmonitionType): AdmonitionStyle {
  return LEGACY_ALIASES[type] ?? (type as AdmonitionStyle);
}

/** The type named in `data-admonition`, or `note` for anything the theme does not know. */
export function toAdmonitionType(value: unknown): AdmonitionType {
  return (ADMONITION_TYPES as readonly unknown[]).includes(value) ? (value as AdmonitionType) : 'note';
}
