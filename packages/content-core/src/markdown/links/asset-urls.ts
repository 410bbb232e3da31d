import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { FILE_EXTENSION } from './local-files.js';
import { SITE_ALIAS } from '@kran/contract';

// Marks an asset's specifier in a value until the link resolution (resolve-links.ts) gives it its URL; the end marks
// where it ends in text that goes on after it (`{guide}.`).
const ASSET_URL = 'kran-asset-url:';
const ASSET_URL_END = '\u0000';
// Modules and content MDX imports otherwise; an SVG is a component there, as Docusaurus's SVGR makes it.
const NOT_AN_ASSET = /\.(?:[cm]?[jt]sx?|json|mdx?|css|s[ac]ss|svg)$/i;

/**
 * Whether MDX imports (`import banner from './banner.png'`) or requires (`require('./guide.pdf').default`) this
 * file as its URL, as Docusaurus's webpack gives images and other files: a file of the site, by a relative or
 * `@site/` path, that is no module, content or SVG.
 */
export function isAssetSpecifier(specifier: string): boolean {
  const isLocal = specifier.startsWith('.') || specifier.startsWith(SITE_ALIAS);
  return isLocal && FILE_EXTENSION.test(specifier) && !NOT_AN_ASSET.test(specifier);
}

/** The value an asset import gives, until its URL is known. */
export function assetUrlValue(specifier: string): string {
  return `${ASSET_URL}${specifier}${ASSET_URL_END}`;
}

/** The specifier of an asset import's value, or undefined for any other value. */
export function assetSpecifierOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith(ASSET_URL) && value.endsWith(ASSET_URL_END)
    ? value.slice(ASSET_URL.length, -ASSET_URL_END.length)
    : undefined;
}

type KranElement = Extract<RootContent, { type: 'kranElement' }>;
type TextNode = Extract<RootContent, { type: 'text' | 'code' | 'inlineCode' }>;

/** A place of a tree that holds an asset import's value, until `setUrl` gives it the asset's URL. */
export interface AssetUse {
  node: KranElement | TextNode;
  specifier: string;
  setUrl: (url: string) => void;
}

const ASSET_URL_IN_TEXT = new RegExp(`${ASSET_URL}([^${ASSET_URL_END}]+)${ASSET_URL_END}`, 'g');

/** Whether a node is text that shows an asset import's value (`{banner}`, which Docusaurus shows as the URL). */
export function isTextWithAssetUrl(node: RootContent | Root): node is TextNode {
  return (node.type === 'text' || node.type === 'code' || node.type === 'inlineCode') && node.value.includes(ASSET_URL);
}

/** The places of a tree that hold asset imports' values: element properties (`src={banner}`), and text. */
export function assetUsesOf(tree: Root): AssetUse[] {
  const found: AssetUse[] = [];
  visit(tree, (node) => {
    if (node.type === 'kranElement') {
      const properties = node.data.hProperties;
      for (const [name, value] of Object.entries(properties)) {
        const specifier = assetSpecifierOf(value);
        if (specifier !== undefined) found.push({ node, specifier, setUrl: (url) => (properties[name] = url) });
      }
    } else if (isTextWithAssetUrl(node)) {
      for (const [marked, specifier] of node.value.matchAll(ASSET_URL_IN_TEXT))
        found.push({ node, specifier: specifier!, setUrl: (url) => (node.value = node.value.replace(marked, url)) });
    }
  });
  return found;
}
