import { ADMONITION_TYPES, type AdmonitionType } from '@kran/contract';

// The types the theme shows are the keywords content-core turns into admonitions: one list, in the contract.
export { ADMONITION_TYPES, type AdmonitionType };

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
