import type { Properties } from 'hast';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { SITE_ALIAS } from './local-files.js';

// Marks an asset's specifier in a value until the link resolution (resolve-links.ts) gives it its URL.
const ASSET_URL = 'kran-asset-url:';
const FILE = /\.[a-z][a-z0-9]{0,7}$/i;
// Modules and content MDX imports otherwise; an SVG is a component there, as Docusaurus's SVGR makes it.
const NOT_AN_ASSET = /\.(?:[cm]?[jt]sx?|json|mdx?|css|s[ac]ss|svg)$/i;

/**
 * Whether MDX imports (`import banner from './banner.png'`) or requires (`require('./guide.pdf').default`) this
 * file as its URL, as Docusaurus's webpack gives images and other files: a file of the site, by a relative or
 * `@site/` path, that is no module, content or SVG.
 */
export function isAssetSpecifier(specifier: string): boolean {
  const isLocal = specifier.startsWith('.') || specifier.startsWith(SITE_ALIAS);
  return isLocal && FILE.test(specifier) && !NOT_AN_ASSET.test(specifier);
}

/** The value an asset import gives, until its URL is known. */
export function assetUrlValue(specifier: string): string {
  return `${ASSET_URL}${specifier}`;
}

/** The specifier of an asset import's value, or undefined for any other value. */
export function assetSpecifierOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith(ASSET_URL) ? value.slice(ASSET_URL.length) : undefined;
}

/** The elements of a tree whose properties hold asset imports' values, with each such property's name and specifier. */
export function assetPropertiesOf(tree: Root): { properties: Properties; name: string; specifier: string }[] {
  const found: { properties: Properties; name: string; specifier: string }[] = [];
  visit(tree, (node) => {
    if (node.type !== 'kranElement') return;
    const properties = node.data.hProperties;
    for (const [name, value] of Object.entries(properties)) {
      const specifier = assetSpecifierOf(value);
      if (specifier !== undefined) found.push({ properties, name, specifier });
    }
  });
  return found;
}
