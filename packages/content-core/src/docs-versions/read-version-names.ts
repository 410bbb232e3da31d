import { readOptionalFile } from '../loading/collect-files.js';
import { parseJsonText } from '../loading/json-text.js';
import type { Problems } from '../errors/problems.js';
import { positionAt } from '../errors/text-position.js';
import { versionFilesOf } from './version-files.js';

/**
 * The version names a docs instance's versions file lists, newest first; an empty list when there is no such file.
 * Undefined when the file cannot be read as a list of names (the problem is reported).
 */
export async function readVersionNames(
  siteDir: string,
  docsId: string,
  problems: Problems,
): Promise<string[] | undefined> {
  const file = versionFilesOf(docsId).versionsFile;
  const text = await readOptionalFile(siteDir, file);
  if (text === undefined) return [];
  const hint = 'Write the version names newest first, e.g. `["2.0.0", "1.0.0"]`.';
  const parsed = parseJsonText(file, text, problems, hint);
  if (!parsed.ok) return undefined;
  const names = parsed.value;
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || name.trim() === '')) {
    problems.error(`${file} is not a list of version names.`, { file, ...positionAt(text, 0) }, hint);
    return undefined;
  }
  return names as string[];
}
