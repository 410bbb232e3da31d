import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';

type Size = { width: number; height: number } | undefined;

/**
 * Gives images served by the site (from the static folder or copied from next to the content) their
 * width and height, so the browser reserves their space before they load (no layout shift). Unknown
 * formats and missing files are left as they are: the link check of the build reports missing files.
 * `fileOf` names the file on disk behind a site path.
 */
export function addImageDimensions(tree: Root, fileOf: (sitePath: string) => string | undefined): void {
  visit(tree, 'image', (node: Image) => {
    if (!node.url.startsWith('/') || node.url.startsWith('//')) return;
    const file = fileOf(node.url);
    if (!file) return;
    const size = sizeOf(file);
    if (!size) return;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, width: size.width, height: size.height } };
  });
}

const sizes = new Map<string, { modified: number; size: Size }>();

/** An image's size, read again when the file changes (the dev server runs for long). */
function sizeOf(file: string): Size {
  try {
    const modified = statSync(file).mtimeMs;
    const known = sizes.get(file);
    if (known?.modified === modified) return known.size;
    const { width, height } = imageSize(readFileSync(file));
    const size = width && height ? { width, height } : undefined;
    sizes.set(file, { modified, size });
    return size;
  } catch {
    return undefined;
  }
}
