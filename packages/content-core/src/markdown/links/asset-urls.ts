import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { FILE_EXTENSION, SITE_ALIAS } from './local-files.js';

// Marks an asset's specifier in a value until the link resolution (resolve-links.ts) gives it its URL.
const ASSET_URL = 'kran-asset-url:';
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
  return `${ASSET_URL}${specifier}`;
}

/** The specifier of an asset import's value, or undefined for any other value. */
export function assetSpecifierOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith(ASSET_URL) ? value.slice(ASSET_URL.length) : undefined;
}

type KranElement = Extract<RootContent, { type: 'kranElement' }>;

/** The elements of a tree whose properties hold asset imports' values, with each such property's name and specifier. */
export function assetPropertiesOf(tree: Root): { element: KranElement; name: string; specifier: string }[] {
  const found: { element: KranElement; name: string; specifier: string }[] = [];
  visit(tree, (node) => {
    if (node.type !== 'kranElement') return;
    for (const [name, value] of Object.entries(node.data.hProperties)) {
      const specifier = assetSpecifierOf(value);
      if (specifier !== undefined) found.push({ element: node, name, specifier });
    }
  });
  return found;
}
