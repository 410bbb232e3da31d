import { ContentErrors } from '../errors/errors.js';
import { Problems } from '../errors/problems.js';
import { readOptionalFile } from '../loading/collect-files.js';
import { TranslatableTexts } from './translatable-texts.js';
import { parseTranslationFile, type TranslationFile } from './translation-file.js';

/**
 * Reads one translation file of the site (`file` relative to it); a file that does not exist is no problem, as in
 * Docusaurus: the texts of the config stay.
 */
export async function readTranslationFile(
  siteDir: string,
  file: string,
  problems: Problems,
): Promise<TranslationFile | undefined> {
  const text = await readOptionalFile(siteDir, file);
  return text === undefined ? undefined : parseTranslationFile(file, text, problems);
}

/**
 * Reads several translation files of the site (missing ones are undefined); all their problems are thrown together
 * as ContentErrors.
 */
export async function readTranslationFiles(
  siteDir: string,
  files: readonly string[],
): Promise<(TranslationFile | undefined)[]> {
  const problems = new Problems();
  const read = await Promise.all(files.map((file) => readTranslationFile(siteDir, file, problems)));
  if (problems.errors.length > 0) throw new ContentErrors(problems.errors);
  return read;
}

/** The texts of one translation file of the built locale, read (when it exists) for looking them up. */
export async function readTranslatableTexts(
  file: string,
  context: { siteDir: string; problems: Problems },
): Promise<TranslatableTexts> {
  return new TranslatableTexts(file, await readTranslationFile(context.siteDir, file, context.problems));
}
