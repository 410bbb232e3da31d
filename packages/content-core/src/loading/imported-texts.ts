import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { readTextImports } from '../markdown/mdx/text-imports.js';
import type { ReadText, SourceFile } from './collect-files.js';

/**
 * The file with the texts of the files its MDX imports as their text or data (`!!raw-loader!./example.py`,
 * `./data.json`), by import; a file that does not exist is left out, and its import reported when it is parsed.
 */
export function withImportedTexts(
  sourceFile: SourceFile,
  context: { siteDir: string; read: ReadText; rawImports: readonly RegExp[] },
): SourceFile {
  const importedTexts = readTextImports(sourceFile, context.rawImports, (file) => {
    const absolute = path.resolve(context.siteDir, file);
    return existsSync(absolute) && statSync(absolute).isFile() ? context.read(absolute) : undefined;
  });
  return importedTexts ? { ...sourceFile, importedTexts } : sourceFile;
}
