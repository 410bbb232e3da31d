import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders of a site that hold no content: dependencies, output and generated files. */
const SKIPPED = /^(?:node_modules|build|\..*)$/;

/** How many markdown files a site folder holds, stopping once it has counted `limit`. */
export async function countContentFiles(siteDir: string, limit: number): Promise<number> {
  let count = 0;
  const folders = [siteDir];
  while (folders.length > 0 && count < limit) {
    for (const entry of await readdir(folders.pop()!, { withFileTypes: true })) {
      if (entry.isDirectory() && !SKIPPED.test(entry.name)) folders.push(path.join(entry.parentPath, entry.name));
      else if (entry.isFile() && /\.mdx?$/.test(entry.name)) count++;
    }
  }
  return count;
}
