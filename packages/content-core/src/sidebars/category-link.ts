import type { SidebarCategoryLinkConfig } from '../config/config.js';

const INDEX_KEYS = ['type', 'title', 'description', 'slug', 'image', 'keywords'];

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A category's `link` in its checked form, or what is wrong with it (completing "has a link that …"). */
export function checkCategoryLink(value: unknown): SidebarCategoryLinkConfig | string {
  if (!isPlainObject(value)) return 'is not an object.';
  if (value.type === 'doc') {
    if (typeof value.id !== 'string' || value.id === '') return 'has no text `id`.';
    const extra = Object.keys(value).find((key) => key !== 'type' && key !== 'id');
    return extra ? `has the key "${extra}", which a doc link does not have.` : { type: 'doc', id: value.id };
  }
  if (value.type !== 'generated-index') return `has the type ${JSON.stringify(value.type) ?? 'missing'}.`;
  const extra = Object.keys(value).find((key) => !INDEX_KEYS.includes(key));
  if (extra) return `has the key "${extra}", which a generated index does not have.`;
  const texts = ['title', 'description', 'slug'] as const;
  const notText = texts.find((key) => value[key] !== undefined && typeof value[key] !== 'string');
  if (notText) return `has a \`${notText}\` that is not a text.`;
  return {
    type: 'generated-index',
    ...Object.fromEntries(texts.flatMap((key) => (typeof value[key] === 'string' ? [[key, value[key]]] : []))),
  };
}
