import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { KranConfig } from '../config/load-config.js';

/**
 * The folders outside the site folder that the config reads files from: a docs folder beside `website/` (`docs:
 * [{ path: '../docs' }]`, the usual Docusaurus repository), a blog, pages, static folder, sidebars file or stylesheet
 * there. `kran dev` watches them besides the site folder. Folders inside another listed one are left out.
 */
export function contentFoldersOutside(config: KranConfig, siteDir: string): string[] {
  const site = path.resolve(siteDir);
  const folder = (relative: string) => path.resolve(site, relative);
  const folderOfFile = (relative: string) => path.dirname(path.resolve(site, relative));
  const candidates = [
    ...(config.docs ?? []).flatMap((docs) => [
      folder(docs.path),
      ...(typeof docs.sidebarPath === 'string' ? [folderOfFile(docs.sidebarPath)] : []),
    ]),
    ...(config.blogs ?? []).flatMap((blog) => (blog.path ? [folder(blog.path)] : [])),
    ...(config.pages && config.pages.path ? [folder(config.pages.path)] : []),
    ...(config.staticDir ? [folder(config.staticDir)] : []),
    ...(config.customCss ?? []).map(folderOfFile),
  ];
  const outside = [...new Set(candidates)].filter((candidate) => !isWithin(candidate, site) && isFolder(candidate));
  return outside.filter((candidate) => !outside.some((other) => other !== candidate && isWithin(candidate, other)));
}

function isWithin(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function isFolder(file: string): boolean {
  return existsSync(file) && statSync(file).isDirectory();
}
