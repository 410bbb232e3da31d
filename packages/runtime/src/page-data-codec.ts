import type { PageData } from './page-data.js';

/**
 * Page data holds hast trees (a page's content) in a compact form: an element is
 * `[tagName, properties or 0, ...children]`, a text node its string, a root `{"$hast": [...children]}`.
 * Nodes of other kinds, or with more fields than these, keep their own shape. This roughly halves the
 * data embedded in each page.
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

/** Turns the children of a compact hast root back into the root: decodeHastRoot. */
export type DecodeHast = (children: unknown[]) => unknown;

export interface DecodeOptions {
  /** Gives the content HTML that encodePageData left in the page's markup. */
  readHtml?: ReadHtml;
  /**
   * Decodes hast trees: only the data of a theme without `renderStaticContent` has them, so the browser loads
   * decodeHastRoot only for such a theme. Without it, they stay in their compact form.
   */
  decodeHast?: DecodeHast;
}

/**
 * Route data as parsed from JSON, with the shared props added and, as `options` say, its hast trees back in their
 * usual form and its content read back from the markup. The JSON is what encodePageData wrote of a `PageData<Props>`.
 * Throws when content it names is not in the markup.
 */
export function decodePageData<Props = unknown>(
  value: unknown,
  sharedProps: Record<string, unknown> = {},
  options: DecodeOptions = {},
): PageData<Props> {
  const data = decodeValue(value, options) as PageData<Record<string, unknown>>;
  return { ...data, props: { ...sharedProps, ...data.props } as Props };
}

/** A hast root from the children encodePageData wrote under `$hast`. */
export function decodeHastRoot(children: unknown[]): unknown {
  return { type: 'root', children: children.map(decodeNode) };
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

function decodeValue(value: unknown, options: DecodeOptions): unknown {
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, options));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (options.decodeHast && Array.isArray(object[ROOT_KEY])) return options.decodeHast(object[ROOT_KEY]);
  const location = object[MARKUP_KEY] as MarkupLocation | undefined;
  if (location) {
    const html = options.readHtml?.(location);
    if (html === undefined) throw new Error(`The page's markup holds no content at ${JSON.stringify(location)}.`);
    return { html };
  }
  const decoded: Record<string, unknown> = {};
  for (const key of Object.keys(object)) decoded[key] = decodeValue(object[key], options);
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
