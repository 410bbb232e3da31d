import path from 'node:path';
import { translatedFolders } from '../config/translated-folders.js';
import { tagsFileOf, type ResolvedConfig, type ResolvedDocsConfig } from '../config/resolve-config.js';
import {
  collectCategoryFiles,
  collectMarkdownFiles,
  collectPageModules,
  readOptionalFile,
  type ReadText,
  type SourceFile,
} from '../loading/collect-files.js';
import { withImportedTexts } from '../loading/imported-texts.js';

/** The site's content files with their texts: per blog, per docs version, and the pages. */
export interface ContentSources {
  blogs: {
    files: SourceFile[];
    authorsSource: string | undefined;
    tagsSource: string | undefined;
  }[];
  docs: {
    files: SourceFile[];
    categoryFiles: SourceFile[];
    tagsSource: string | undefined;
  }[];
  pages: SourceFile[];
  /** The React pages' modules. */
  pageModules: Omit<SourceFile, 'source'>[];
}

/**
 * Collects the markdown files of every blog, docs version and the pages, the authors files and the category files.
 * As in Docusaurus, a file of the built locale's translations folder (`i18n/de/docusaurus-plugin-content-docs/current`)
 * stands in for the file of the same name in the content folder; a file not translated is read from there.
 */
export async function readSources(
  siteDir: string,
  resolved: ResolvedConfig,
  docsUnits: readonly ResolvedDocsConfig[],
  read: ReadText,
): Promise<ContentSources> {
  const { translationsDir } = resolved;
  const collectMarkdown = async (folder: string) =>
    (await collectMarkdownFiles(siteDir, folder, read)).map((file) =>
      withImportedTexts(file, { siteDir, read, rawImports: resolved.mdx.rawImports ?? [] }),
    );
  const [blogs, docs, pages] = await Promise.all([
    Promise.all(
      resolved.blogs.map(async (blog) => {
        const translatedFolder = translatedFolders.blog(translationsDir, blog.id);
        return {
          files: await translatedFirst(translatedFolder, blog.path, collectMarkdown),
          authorsSource: await readTranslatedFile(siteDir, blog.authorsFile, blog.path, translatedFolder),
          tagsSource: await readTranslatedFile(siteDir, blog.tagsFile, blog.path, translatedFolder),
        };
      }),
    ),
    Promise.all(
      docsUnits.map(async (docs) => {
        const translatedFolder = translatedFolders.docs(translationsDir, docs.id, docs.version.name);
        return {
          files: await translatedFirst(translatedFolder, docs.path, collectMarkdown),
          categoryFiles: await translatedFirst(translatedFolder, docs.path, (folder) =>
            collectCategoryFiles(siteDir, folder, read),
          ),
          tagsSource: await readTranslatedFile(siteDir, tagsFileOf(docs), docs.path, translatedFolder),
        };
      }),
    ),
    resolved.pagesPath
      ? translatedFirst(translatedFolders.pages(translationsDir), resolved.pagesPath, collectMarkdown)
      : Promise.resolve([]),
  ]);
  const pagesPath = resolved.pagesPath;
  const pageModules = pagesPath
    ? await translatedFirst(translatedFolders.pages(translationsDir), pagesPath, async (folder) =>
        collectPageModules(siteDir, folder),
      )
    : [];
  return { blogs, docs, pages, pageModules };
}

/** The files of the translated folder, and those of the content folder it has no file of the same name for. */
async function translatedFirst<File extends { relativePath: string }>(
  translatedFolder: string,
  folder: string,
  collect: (folder: string) => File[] | Promise<File[]>,
): Promise<File[]> {
  const translated = await collect(translatedFolder);
  if (translated.length === 0) return collect(folder);
  const names = new Set(translated.map((file) => file.relativePath));
  const untranslated = (await collect(folder)).filter((file) => !names.has(file.relativePath));
  return [...translated, ...untranslated].sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1));
}

/** A data file of a content folder (authors, tags), read from the translated folder where it has one. */
async function readTranslatedFile(
  siteDir: string,
  file: string | undefined,
  folder: string,
  translatedFolder: string,
): Promise<string | undefined> {
  if (file === undefined) return undefined;
  const inFolder = path.posix.relative(folder.replace(/\/+$/, ''), file);
  const translated = inFolder.startsWith('..')
    ? undefined
    : await readOptionalFile(siteDir, `${translatedFolder}/${inFolder}`);
  return translated ?? readOptionalFile(siteDir, file);
}
