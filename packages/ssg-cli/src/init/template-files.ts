import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InitLocale } from './init-locales.js';

/** A file of a new site: its path relative to the site folder, with forward slashes, and its text. */
export interface SiteFile {
  path: string;
  text: string;
}

/**
 * The template files of a locale: those of `templates/shared/`, which every site gets, and those of
 * `templates/<locale>/`, which win where both have a file. They sit beside this module: in `src/init/templates/`
 * when it runs from source, in `dist/templates/` (copied there by the build) when it runs bundled.
 */
export async function readTemplateFiles(locale: InitLocale): Promise<SiteFile[]> {
  const byPath = new Map<string, SiteFile>();
  for (const folder of ['shared', locale]) {
    for (const file of await readTemplateFolder(folder)) byPath.set(file.path, file);
  }
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

async function readTemplateFolder(folder: string): Promise<SiteFile[]> {
  const root = fileURLToPath(new URL(`./templates/${folder}/`, import.meta.url));
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const readTemplate = async (file: string) => ({
    path: path.relative(root, file).split(path.sep).join('/'),
    text: await readFile(file, 'utf8'),
  });
  return Promise.all(files.map(readTemplate));
}
