import type { PageData } from './page-data.js';

/**
 * Route data files hold hast trees (a page's content) in a compact form: an element is
 * `[tagName, properties or 0, ...children]`, a text node its string, a root `{"$hast": [...children]}`.
 * Nodes of other kinds, or with more fields than these, keep their own shape. This roughly halves the
 * data embedded in each page and fetched on each navigation.
 */
const ROOT_KEY = '$hast';

type HastLike = { type?: unknown; children?: unknown; [key: string]: unknown };

/** The JSON of a route's data, with its hast trees in the compact form and without the props all pages share. */
export function encodePageData(data: PageData<object>, sharedProps: Record<string, unknown> = {}): string {
  const ownProps = Object.fromEntries(Object.entries(data.props).filter(([key]) => !(key in sharedProps)));
  return JSON.stringify(encodeValue({ ...data, props: ownProps }));
}

/**
 * Route data as parsed from JSON, with its hast trees back in their usual form and the shared props added. The JSON
 * is what encodePageData wrote of a `PageData<Props>`.
 */
export function decodePageData<Props = unknown>(
  value: unknown,
  sharedProps: Record<string, unknown> = {},
): PageData<Props> {
  const data = decodeValue(value) as PageData<Record<string, unknown>>;
  return { ...data, props: { ...sharedProps, ...data.props } as Props };
}

function encodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(encodeValue);
  if (!value || typeof value !== 'object') return value;
  const node = value as HastLike;
  if (node.type === 'root' && Array.isArray(node.children) && Object.keys(node).length === 2)
    return { [ROOT_KEY]: node.children.map(encodeNode) };
  const encoded: Record<string, unknown> = {};
  for (const key of Object.keys(node)) encoded[key] = encodeValue(node[key]);
  return encoded;
}

function encodeNode(node: HastLike): unknown {
  const keys = Object.keys(node);
  if (node.type === 'text' && keys.length === 2) return node.value;
  if (node.type === 'element' && keys.length === 4 && Array.isArray(node.children)) {
    const properties = node.properties as Record<string, unknown>;
    return [node.tagName, Object.keys(properties).length > 0 ? properties : 0, ...node.children.map(encodeNode)];
  }
  return Array.isArray(node.children) ? { ...node, children: node.children.map(encodeNode) } : node;
}

function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (Array.isArray(object[ROOT_KEY])) return { type: 'root', children: object[ROOT_KEY].map(decodeNode) };
  const decoded: Record<string, unknown> = {};
  for (const key of Object.keys(object)) decoded[key] = decodeValue(object[key]);
  return decoded;
}

function decodeNode(node: unknown): unknown {
  if (typeof node === 'string') return { type: 'text', value: node };
  if (Array.isArray(node)) {
    const [tagName, properties, ...children] = node as [string, Record<string, unknown> | 0, ...unknown[]];
    return { type: 'element', tagName, properties: properties || {}, children: children.map(decodeNode) };
  }
  const other = node as HastLike;
  return Array.isArray(other.children) ? { ...other, children: other.children.map(decodeNode) } : other;
}
