import { tagsFileOf, type ResolvedConfig, type ResolvedDocsConfig } from '../config/resolve-config.js';
import {
  collectCategoryFiles,
  collectMarkdownFiles,
  collectPageModules,
  readOptionalFile,
  type ReadText,
  type SourceFile,
} from '../loading/collect-files.js';

/** The site's content files with their texts: per blog, per docs version, and the pages. */
export interface ContentSources {
  blogs: { files: SourceFile[]; authorsSource: string | undefined; tagsSource: string | undefined }[];
  docs: { files: SourceFile[]; categoryFiles: SourceFile[]; tagsSource: string | undefined }[];
  pages: SourceFile[];
  /** The React pages' modules. */
  pageModules: Omit<SourceFile, 'source'>[];
}

/** Collects the markdown files of every blog, docs version and the pages, the authors files and the category files. */
export async function readSources(
  siteDir: string,
  resolved: ResolvedConfig,
  docsUnits: readonly ResolvedDocsConfig[],
  read: ReadText,
): Promise<ContentSources> {
  const [blogs, docs, pages] = await Promise.all([
    Promise.all(
      resolved.blogs.map(async (blog) => ({
        files: (await collectMarkdownFiles(siteDir, blog.path, read)) as SourceFile[],
        authorsSource: await readOptionalFile(siteDir, blog.authorsFile),
        tagsSource: await readTagsFile(siteDir, blog.tagsFile),
      })),
    ),
    Promise.all(
      docsUnits.map(async (docs) => ({
        files: await collectMarkdownFiles(siteDir, docs.path, read),
        categoryFiles: collectCategoryFiles(siteDir, docs.path, read),
        tagsSource: await readTagsFile(siteDir, tagsFileOf(docs)),
      })),
    ),
    resolved.pagesPath ? collectMarkdownFiles(siteDir, resolved.pagesPath, read) : Promise.resolve([]),
  ]);
  const pageModules = resolved.pagesPath ? collectPageModules(siteDir, resolved.pagesPath) : [];
  return { blogs, docs, pages, pageModules };
}

function readTagsFile(siteDir: string, file: string | undefined): Promise<string | undefined> {
  return file === undefined ? Promise.resolve(undefined) : readOptionalFile(siteDir, file);
}
