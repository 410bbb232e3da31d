import { ContentErrors, parseJsonText, positionAt, Problems } from '@kran/content-core';
import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const HINT =
  'Write code.json as Docusaurus does: `{ "home.title": { "message": "Willkommen", "description": "The title of the home page" } }`.';

/**
 * The messages of the site's own code (`translate()`, `<Translate>`) in the built locale, from
 * `<translationsDir>/code.json`, by id; none when the file does not exist. The theme's own ids (`theme.…`) are left
 * to the theme's texts. Throws every problem of the file at once.
 */
export async function readCodeTranslations(siteDir: string, translationsDir: string): Promise<CodeTranslations> {
  const file = `${translationsDir}/code.json`;
  const text = await readFile(path.join(siteDir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return {};
  const problems = new Problems();
  const parsed = parseJsonText(file, text, problems, HINT);
  if (!parsed.ok) throw new ContentErrors(problems.errors);
  if (!isObject(parsed.value)) {
    problems.error('code.json is not an object of messages by id.', { file, line: 1, column: 1 }, HINT);
    throw new ContentErrors(problems.errors);
  }
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(parsed.value)) {
    if (isObject(entry) && typeof entry.message === 'string') {
      if (!id.startsWith('theme.')) messages[id] = entry.message;
    } else {
      const at = { file, ...positionAt(text, Math.max(0, text.indexOf(JSON.stringify(id)))) };
      problems.error(`The translation "${id}" has no message: it needs a string "message".`, at, HINT);
    }
  }
  if (problems.errors.length > 0) throw new ContentErrors(problems.errors);
  return messages;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
