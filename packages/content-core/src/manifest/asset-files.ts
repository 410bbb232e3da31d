import path from 'node:path';
import type { ContentCache } from '../cache/cache.js';
import type { LocalImage } from '../front-matter/head-facts.js';
import { sitePathOf } from '../markdown/links/local-files.js';
import type { ParsedMarkdown } from '../markdown/parse/parse-markdown.js';
import type { AssetKind } from '../markdown/links/resolve-links.js';

/**
 * Names the copies of files next to the content after their content hash (`assets/images/plan-3f2a9c1b0d.svg`,
 * as Docusaurus does), and gives the render cache a key part that changes when such a file changes.
 */
export function assetFiles(cache: ContentCache, siteRoot: string) {
  return {
    /** The output path of a file's copy, or undefined when there is no such file. */
    pathOf(file: string, kind: AssetKind): string | undefined {
      const hash = cache.fileHash(file);
      if (hash === undefined) return undefined;
      const { name, ext } = path.parse(file);
      return `assets/${kind}/${name}-${hash.slice(0, 10)}${ext}`;
    },
    isFile: (file: string) => cache.fileHash(file) !== undefined,
    /** The hashes of the files a page links to and of its front matter's image, for its render cache key. */
    keyOf(item: { file: string; parsed: Pick<ParsedMarkdown, 'localFileUrls'>; localImage?: LocalImage }): string[] {
      const urls = item.localImage ? [...item.parsed.localFileUrls, item.localImage.url] : item.parsed.localFileUrls;
      return urls.map((url) => {
        const sitePath = sitePathOf(url, item.file);
        return sitePath === undefined ? '' : (cache.fileHash(path.resolve(siteRoot, sitePath)) ?? '-');
      });
    },
  };
}
