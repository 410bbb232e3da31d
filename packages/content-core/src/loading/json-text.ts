import type { Problems } from '../errors/problems.js';
import { positionAt } from '../errors/text-position.js';

/** Parses a JSON file's text; a syntax error is reported at its line and column with `hint`. */
export function parseJsonText(
  file: string,
  text: string,
  problems: Problems,
  hint: string,
): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const offset = /position (\d+)/.exec(message)?.[1];
    problems.error(
      `The file is not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}.`,
      { file, ...positionAt(text, offset === undefined ? 0 : Number(offset)) },
      hint,
    );
    return { ok: false };
  }
}
