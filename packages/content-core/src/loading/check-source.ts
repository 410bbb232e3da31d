import type { SourceFile } from './collect-files.js';
import type { Problems } from '../errors/problems.js';
import { positionAt } from '../errors/text-position.js';

/**
 * Longest markdown file Kran reads, in characters. Parsing takes seconds per megabyte and the page's
 * content travels twice to the browser (as HTML and as hydration data), so larger texts belong on several pages.
 */
export const MAX_SOURCE_LENGTH = 1_000_000;

const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * Reports a file too long to read (returns false: skip it) and warns about text that was not valid UTF-8,
 * which the reader turned into replacement characters.
 */
export function checkSource({ file, source }: SourceFile, problems: Problems): boolean {
  if (source.length > MAX_SOURCE_LENGTH) {
    problems.error(
      `The file has ${source.length.toLocaleString('en')} characters, more than the ` +
        `${MAX_SOURCE_LENGTH.toLocaleString('en')} Kran reads from one markdown file; the limit is passed here.`,
      { file, ...positionAt(source, MAX_SOURCE_LENGTH) },
      'Split the text into several pages, or put large data into the static folder and link to it.',
    );
    return false;
  }
  const index = source.indexOf(REPLACEMENT_CHARACTER);
  if (index !== -1) {
    problems.warn(
      'The file holds the replacement character "\uFFFD" here; usually some bytes were not valid UTF-8 and could not be read.',
      { file, ...positionAt(source, index) },
      'Save the file as UTF-8. If the character is meant, write it as `&#xFFFD;`.',
    );
  }
  return true;
}
