import path from 'node:path';
import { SITE_ALIAS } from '@kran/contract';

/** Where a markdown file's link to another markdown file is looked for. */
export interface MarkdownLinkOrigin {
  /** The file the link is written in, relative to the site root. */
  file: string;
  /** The folder of the docs version, blog or pages the linking page belongs to, relative to the site root. */
  contentFolder?: string;
}

/**
 * The files (relative to the site root) a link to a markdown file may name, in the order Docusaurus tries them
 * (`resolveMarkdownLinkPathname` in @docusaurus/utils): `@site/x.md` names one file; `./x.md` and `../x.md` are
 * relative to the linking file; `/x.md` is looked for in the content folder, then the site folder; `x.md` beside the
 * linking file, then in the content folder, then the site folder. `pathPart` is the link's decoded path.
 */
export function markdownLinkTargets(pathPart: string, origin: MarkdownLinkOrigin): string[] {
  if (pathPart.startsWith(SITE_ALIAS)) return [path.posix.normalize(pathPart.slice(SITE_ALIAS.length))];
  const beside = path.posix.dirname(origin.file);
  const folders =
    pathPart.startsWith('./') || pathPart.startsWith('../')
      ? [beside]
      : [...(pathPart.startsWith('/') ? [] : [beside]), ...(origin.contentFolder ? [origin.contentFolder] : []), '.'];
  return [...new Set(folders.map((folder) => path.posix.normalize(path.posix.join(folder, pathPart))))];
}
