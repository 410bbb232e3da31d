import path from 'node:path';
import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { SourceLocation } from '../../errors/errors.js';
import type { LocalImage } from '../../front-matter/head-facts.js';
import type { Problems } from '../../errors/problems.js';
import type { StaticAsset } from '../../types.js';
import { isExternalUrl } from '../../is-external-url.js';
import { assetUsesOf, isTextWithAssetUrl } from './asset-urls.js';
import { FILE_EXTENSION, isMarkdownUrl, sitePathOf, splitUrl } from './local-files.js';
import { markdownLinkTargets } from './markdown-link-targets.js';

type Severity = 'throw' | 'warn' | 'ignore';
export type AssetKind = 'images' | 'files';

export interface LinkContext {
  /** The markdown file, relative to the site root. */
  file: string;
  /** The site root on disk. */
  siteDir: string;
  /** Permalink of every markdown file, keyed by its path relative to the site root. */
  permalinks: ReadonlyMap<string, string>;
  /** The folder of the docs version, blog or pages a markdown file belongs to, relative to the site root. */
  contentFolderOf: (file: string) => string | undefined;
  /** The static folder on disk: its files are served from the site root. */
  staticRoot: string;
  onBrokenMarkdownLinks: Severity;
  onBrokenLinks: Severity;
  problems: Problems;
  /** The output path of a file next to the content (`assets/images/x-<hash>.png`), or undefined when it does not exist. */
  assetPathOf: (absoluteFile: string, kind: AssetKind) => string | undefined;
  isFile: (absoluteFile: string) => boolean;
  /** The front matter's image beside the file, resolved as an image of its content. */
  localImage?: LocalImage;
}

export interface ResolvedLinks {
  /** The files next to the content that the page links to, to be copied. */
  assets: StaticAsset[];
  /** The URL of the front matter's image beside the file (`/assets/images/cover-<hash>.png`). */
  image?: string;
  /** The file on disk behind a resolved site path, for reading image sizes. */
  fileOf: (sitePath: string) => string | undefined;
}

/**
 * Rewrites relative links as Docusaurus does: `other.md#part` becomes the other file's route,
 * `../static/img.svg` the file's URL under the site root, and a file next to the content (`./diagram.svg`)
 * a content-hashed copy under `/assets/`. Links to missing .md files and to missing files are reported.
 */
export function resolveLinks(tree: Root, context: LinkContext): ResolvedLinks {
  const assets = new Map<string, string>();
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const target = node as Link | Image | Definition;
    const resolved = resolveUrl(target, context, assets, sourceFileOf(target) ?? context.file);
    if (resolved !== undefined) target.url = resolved;
  });
  resolveAssetImports(tree, context, assets);
  const image = context.localImage && resolveLocalImage(context.localImage, context, assets);
  return {
    assets: [...assets].map(([to, from]) => ({ from, to: to.slice(1) })),
    ...(image ? { image } : {}),
    fileOf: (sitePath) => assets.get(sitePath) ?? staticFileOf(sitePath, context.staticRoot),
  };
}

/**
 * The files MDX imports or requires as URLs (asset-urls.ts), where the tree holds them (element properties, text):
 * each resolved as a markdown image (an image file) or link (any other file) of its file would be.
 */
function resolveAssetImports(tree: Root, context: LinkContext, assets: Map<string, string>): void {
  for (const { node, specifier, setUrl } of assetUsesOf(tree)) {
    const position = node.position ? { position: node.position } : {};
    const asFile: Image | Link = IMAGE_FILE.test(specifier)
      ? { type: 'image', url: specifier, ...position }
      : { type: 'link', url: specifier, children: [], ...position };
    const sourceFile = node.data?.kranSourceFile ?? context.file;
    setUrl(resolveUrl(asFile, context, assets, sourceFile) ?? specifier);
  }
}

function resolveLocalImage(image: LocalImage, context: LinkContext, assets: Map<string, string>): string | undefined {
  const { line, column } = image.location;
  const position =
    line === undefined
      ? {}
      : { position: { start: { line, column: column ?? 1 }, end: { line, column: column ?? 1 } } };
  return resolveUrl({ type: 'image', url: image.url, ...position }, context, assets, context.file);
}

const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp|tiff?)$/i;

/** The file a partial's link was written in, where the partial is shown in another file (`markSourceFile`). */
function sourceFileOf(node: Link | Image | Definition): string | undefined {
  return node.data?.kranSourceFile;
}

/** Marks the links and images of a partial's content with its file, so they resolve relative to it. */
export function markSourceFile(tree: Root, file: string): void {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      node.data = { ...node.data, kranSourceFile: file };
    else if (node.type === 'kranElement' || isTextWithAssetUrl(node))
      node.data = { ...node.data, kranSourceFile: file };
  });
}

/** `sourceFile` is the file the link is written in: the content's own, or a partial's it shows. */
function resolveUrl(
  node: Link | Image | Definition,
  context: LinkContext,
  assets: Map<string, string>,
  sourceFile: string,
): string | undefined {
  const location: SourceLocation = {
    file: sourceFile,
    line: node.position?.start.line,
    column: node.position?.start.column,
  };
  if (isMarkdownUrl(node.url) && !isExternalUrl(node.url))
    return resolveMarkdownLink(node.url, context, sourceFile, location);
  const sitePath = sitePathOf(node.url, sourceFile);
  if (sitePath === undefined) return undefined;
  const { pathPart, suffix } = splitUrl(node.url);
  const isImage = node.type === 'image';
  // Like Docusaurus, a link without a file extension is a route (`../2021/04/02/release`), not a file.
  const isFileLink = isImage || FILE_EXTENSION.test(pathPart);
  const absolute = path.resolve(context.siteDir, sitePath);
  const reportMissing = () =>
    report(
      context,
      isImage ? 'throw' : context.onBrokenLinks,
      `The ${isImage ? 'image' : 'link'} "${node.url}" points at ${sitePath}, which does not exist.`,
      location,
      'Check the file name and folder; the path is relative to this markdown file.',
    );
  if (isInside(absolute, context.staticRoot)) {
    if (isFileLink && !context.isFile(absolute)) reportMissing();
    return `/${path.relative(context.staticRoot, absolute).split(path.sep).join('/')}${suffix}`;
  }
  if (!isFileLink) return routeRelativeToPage(node.url, context);
  const output = context.assetPathOf(absolute, isImage ? 'images' : 'files');
  if (output === undefined) {
    reportMissing();
    return undefined;
  }
  assets.set(`/${output}`, absolute);
  // As in Docusaurus, a linked file opens in a new tab instead of being navigated to as a page.
  if (!isImage) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, target: '_blank' } };
  return `/${output}${suffix}`;
}

/**
 * A link to a markdown file as the linked file's route, looked for where Docusaurus looks (`markdownLinkTargets`);
 * reported with the places tried when it names no page. `sourceFile` is the file the link is written in; the
 * content folder is that of the page, also for a partial's link.
 */
function resolveMarkdownLink(
  url: string,
  context: LinkContext,
  sourceFile: string,
  location: SourceLocation,
): string | undefined {
  const { pathPart, suffix } = splitUrl(url);
  const contentFolder = context.contentFolderOf(context.file);
  const targets = markdownLinkTargets(pathPart, { file: sourceFile, ...(contentFolder ? { contentFolder } : {}) });
  const permalink = targets.map((target) => context.permalinks.get(target)).find(Boolean);
  if (permalink) return permalink + suffix;
  const routeHint = 'Check the file name, or link to the route instead, e.g. `/docs/installation`.';
  if (targets.length === 1)
    report(
      context,
      context.onBrokenMarkdownLinks,
      `The link "${url}" points at ${targets[0]}, which is not a page of this site.`,
      location,
      routeHint,
    );
  else
    report(
      context,
      context.onBrokenMarkdownLinks,
      `The link "${url}" points at no page of this site.`,
      location,
      `It was looked for, as Docusaurus does, at ${listOf(targets)}. ${routeHint}`,
    );
  return undefined;
}

/** `a`, `a and b`, `a, b and c`. */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function report(
  context: LinkContext,
  severity: Severity,
  message: string,
  location: SourceLocation,
  hint: string,
): void {
  if (severity === 'ignore') return;
  (severity === 'throw' ? context.problems.error : context.problems.warn).call(
    context.problems,
    message,
    location,
    hint,
  );
}

function isInside(file: string, folder: string): boolean {
  return file.startsWith(folder + path.sep);
}

/** The file in the static folder that a site path would be served from. */
function staticFileOf(sitePath: string, staticRoot: string): string | undefined {
  const file = path.join(staticRoot, splitUrl(sitePath).pathPart);
  return isInside(file, staticRoot) ? file : undefined;
}

/**
 * A relative link to a route (`./other-post`, `../tags`) as the browser resolves it on the page of this file:
 * against the page's own path, also where the content shows elsewhere (a post's summary on a list page).
 */
function routeRelativeToPage(url: string, context: LinkContext): string | undefined {
  const permalink = context.permalinks.get(context.file);
  if (permalink === undefined) return undefined;
  const resolved = new URL(url, `https://site.invalid${permalink}`);
  return `${decodeURI(resolved.pathname)}${resolved.search}${resolved.hash}`;
}

declare module 'mdast' {
  interface LinkData {
    /** The partial this link is written in, where it is shown in another file. */
    kranSourceFile?: string;
  }
  interface ImageData {
    kranSourceFile?: string;
  }
  interface DefinitionData {
    kranSourceFile?: string;
  }
  interface TextData {
    kranSourceFile?: string;
  }
  interface CodeData {
    kranSourceFile?: string;
  }
  interface InlineCodeData {
    kranSourceFile?: string;
  }
}
