import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A content file as read from disk. */
export interface SourceFile {
  /** Path relative to the site root, with forward slashes: `blog/2020-09-22-security.md`. */
  file: string;
  /** Path relative to the content folder it was found in: `2020-09-22-security.md`. */
  relativePath: string;
  source: string;
  /** The texts of the files its MDX imports as their text or data, by import (`!!raw-loader!./example.py`). */
  importedTexts?: Record<string, string>;
}

const MARKDOWN = /\.mdx?$/;
/** React page modules, as Docusaurus takes them from the pages folder. */
/** A React page module, as Docusaurus's pages plugin finds them: `.js`, `.jsx`, `.ts`, `.tsx`, but no tests or types. */
export const PAGE_MODULE = /\.(js|jsx|ts|tsx)$/;
const NOT_A_PAGE_MODULE = /(\.d\.ts|\.test\.[jt]sx?)$|(^|\/)__tests__\//;

export type ReadText = (absolutePath: string) => string;

const readText: ReadText = (absolutePath) => readFileSync(absolutePath, 'utf8');

/** Reads every markdown file below a folder, sorted by path. A missing folder gives no files. */
export async function collectMarkdownFiles(
  siteDir: string,
  folder: string,
  read: ReadText = readText,
): Promise<SourceFile[]> {
  const root = path.resolve(siteDir, folder);
  const names = listFiles(root);
  const markdown = names.filter((name) => MARKDOWN.test(name) && !isIgnored(name)).sort();
  const sitePathOf = sitePathsBelow(siteDir, root);
  // Reading thousands of small files one after another is several times faster than as many
  // concurrent promises, whose scheduling costs more than the reads.
  return markdown.map((relativePath) => ({
    file: sitePathOf(relativePath),
    relativePath,
    source: read(`${root}${path.sep}${relativePath}`),
  }));
}

const CATEGORY_FILE = /(?:^|\/)_category_\.(?:json|ya?ml)$/;

/** Reads the `_category_.json` / `.yml` / `.yaml` files below a docs folder, sorted by path. */
export function collectCategoryFiles(siteDir: string, folder: string, read: ReadText = readText): SourceFile[] {
  const root = path.resolve(siteDir, folder);
  const sitePathOf = sitePathsBelow(siteDir, root);
  return listFiles(root)
    .filter((name) => CATEGORY_FILE.test(name) && !isIgnored(path.posix.dirname(name)))
    .sort()
    .map((relativePath) => ({
      file: sitePathOf(relativePath),
      relativePath,
      source: read(path.join(root, relativePath)),
    }));
}

/** Lists the React page modules below a folder (their code is ssg-cli's business), sorted by path. */
export function collectPageModules(siteDir: string, folder: string): Omit<SourceFile, 'source'>[] {
  const root = path.resolve(siteDir, folder);
  const sitePathOf = sitePathsBelow(siteDir, root);
  return listFiles(root)
    .filter((name) => PAGE_MODULE.test(name) && !NOT_A_PAGE_MODULE.test(name) && !isIgnored(name))
    .sort()
    .map((relativePath) => ({ file: sitePathOf(relativePath), relativePath }));
}

/** Reads a text file relative to the site root, or returns undefined when it does not exist. */
export async function readOptionalFile(siteDir: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.resolve(siteDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The path relative to the site root (with `/`) of a path below `root` (with `/`). */
function sitePathsBelow(siteDir: string, root: string): (relativePath: string) => string {
  const prefix = toPosix(path.relative(siteDir, root));
  return (relativePath) => (prefix === '' ? relativePath : `${prefix}/${relativePath}`);
}

/** The files below `root`, as paths relative to it with `/`. */
function listFiles(root: string): string[] {
  try {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        entry.parentPath === root
          ? entry.name
          : toPosix(path.relative(root, `${entry.parentPath}${path.sep}${entry.name}`)),
      );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

// Docusaurus skips files and folders whose name starts with an underscore.
function isIgnored(relativePath: string): boolean {
  return relativePath.split('/').some((part) => part.startsWith('_'));
}

function toPosix(filePath: string): string {
  return filePath.split(path.sep).join('/');
}
