export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** The type named in `data-admonition`, or `note` for anything the theme does not know. */
export function toAdmonitionType(value: unknown): AdmonitionType {
  return (ADMONITION_TYPES as readonly unknown[]).includes(value) ? (value as AdmonitionType) : 'note';
}
