import type { PageData } from './page-data.js';

/**
 * Route data files hold hast trees (a page's content) in a compact form: an element is
 * `[tagName, properties or 0, ...children]`, a text node its string, a root `{"$hast": [...children]}`.
 * Nodes of other kinds, or with more fields than these, keep their own shape. This roughly halves the
 * data embedded in each page and fetched on each navigation.
 */
const ROOT_KEY = '$hast';
/**
 * Key of a reference to content HTML that the page's prerendered markup holds already (the inline data of a built
 * page): the content is the inner HTML of the `nth` element in the markup that matches `selectors[selector]`.
 */
const MARKUP_KEY = '$html';

/** Where content HTML is in a page's markup: the `nth` element (from 0) that the selector at index `selector` matches. */
export type MarkupLocation = [selector: number, nth: number];

/** Finds content HTML in the page's markup, or says undefined where the data keeps it. */
export type LocateHtml = (html: string) => MarkupLocation | undefined;

/** Reads content HTML back from the page's markup, or says undefined when it is not there. */
export type ReadHtml = (location: MarkupLocation) => string | undefined;

type HastLike = { type?: unknown; children?: unknown; [key: string]: unknown };

/**
 * The JSON of a route's data, with its hast trees in the compact form and without the props all pages share. With
 * `locateHtml` (the data embedded in the page's own HTML), content HTML (`{ html }`) that the markup holds becomes a
 * reference to where it is.
 */
export function encodePageData(
  data: PageData<object>,
  sharedProps: Record<string, unknown> = {},
  locateHtml?: LocateHtml,
): string {
  const ownProps = Object.fromEntries(Object.entries(data.props).filter(([key]) => !(key in sharedProps)));
  return JSON.stringify(encodeValue({ ...data, props: ownProps }, locateHtml));
}

/**
 * Route data as parsed from JSON, with its hast trees back in their usual form and the shared props added. The JSON
 * is what encodePageData wrote of a `PageData<Props>`; `readHtml` gives the content HTML it left in the markup.
 * Throws when such content is not found.
 */
export function decodePageData<Props = unknown>(
  value: unknown,
  sharedProps: Record<string, unknown> = {},
  readHtml: ReadHtml = () => undefined,
): PageData<Props> {
  const data = decodeValue(value, readHtml) as PageData<Record<string, unknown>>;
  return { ...data, props: { ...sharedProps, ...data.props } as Props };
}

function encodeValue(value: unknown, locateHtml?: LocateHtml): unknown {
  if (Array.isArray(value)) return value.map((item) => encodeValue(item, locateHtml));
  if (!value || typeof value !== 'object') return value;
  const node = value as HastLike;
  const keys = Object.keys(node);
  if (node.type === 'root' && Array.isArray(node.children) && keys.length === 2)
    return { [ROOT_KEY]: node.children.map(encodeNode) };
  const location =
    keys.length === 1 && typeof node.html === 'string' && node.html ? locateHtml?.(node.html) : undefined;
  if (location) return { [MARKUP_KEY]: location };
  const encoded: Record<string, unknown> = {};
  for (const key of keys) encoded[key] = encodeValue(node[key], locateHtml);
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

function decodeValue(value: unknown, readHtml: ReadHtml): unknown {
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, readHtml));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (Array.isArray(object[ROOT_KEY])) return { type: 'root', children: object[ROOT_KEY].map(decodeNode) };
  const location = object[MARKUP_KEY] as MarkupLocation | undefined;
  if (location) {
    const html = readHtml(location);
    if (html === undefined) throw new Error(`The page's markup holds no content at ${JSON.stringify(location)}.`);
    return { html };
  }
  const decoded: Record<string, unknown> = {};
  for (const key of Object.keys(object)) decoded[key] = decodeValue(object[key], readHtml);
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
