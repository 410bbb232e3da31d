import {
  buildManifest,
  type BuildManifestOptions,
  codeTranslationFile,
  mergeTranslationEntries,
  resolveLocales,
  TranslatableTexts,
  type TranslationEntries,
  type TranslationFile,
} from '@kran/content-core';
import type { ThemeDefinition } from '@kran/theme/definition';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KranConfig } from '../config/load-config.js';
import { codeTranslationEntries } from './code-messages.js';
import { readThemeTranslations, translateThemeConfig } from './theme-translations.js';

/** What write-translations wrote into one file. */
export interface WrittenTranslationFile {
  /** Relative to the site: `i18n/de/code.json`. */
  file: string;
  count: number;
  /** Keys the file did not have. */
  added: string[];
  /** Keys in the file that the site does not have (kept; a translator may remove them). */
  unknown: string[];
}

/** Why a locale cannot be written, or undefined when it can. */
export function localeProblem(config: KranConfig, locale: string): string | undefined {
  const codes = resolveLocales(config).locales.map((each) => each.code);
  return codes.includes(locale)
    ? undefined
    : `The site has no locale "${locale}"; its locales are ${codes.join(', ')}. Add it to \`i18n.locales\` in site.config.ts first.`;
}

/**
 * Writes the translation files of `locale` (the default locale unless given), as Docusaurus's
 * `write-translations` does: every translatable text of the config, the sidebars, the blogs and the theme, each as
 * `{ "message": …, "description": … }`; messages already in a file are kept, so nothing translated is lost.
 */
export async function writeTranslations(options: {
  siteDir: string;
  config: KranConfig;
  theme: ThemeDefinition;
  locale?: string;
  /** How the content is read, as a build reads it: the config part, the config module, the sidebars importer, … */
  manifestOptions: Omit<BuildManifestOptions, 'siteDir' | 'config' | 'onTranslatableTexts'>;
}): Promise<WrittenTranslationFile[]> {
  const { siteDir, theme } = options;
  const locale = options.locale ?? resolveLocales(options.config).defaultLocale;
  const problem = localeProblem(options.config, locale);
  if (problem) throw new Error(problem);
  const config = { ...options.config, locale: { ...options.config.locale, code: locale } };
  const themeTexts = await readThemeTranslations(siteDir, config, theme);
  const contentTexts: TranslatableTexts[] = [];
  await buildManifest({
    ...options.manifestOptions,
    siteDir,
    config,
    onTranslatableTexts: (texts) => contentTexts.push(...texts),
  });
  // Notes the navbar's and footer's texts, from the config the manifest has checked.
  translateThemeConfig(config, themeTexts);
  const code = new TranslatableTexts(codeTranslationFile(resolveLocales(config).translationsDir), themeTexts.code);
  Object.assign(
    code.entries,
    codeTranslationEntries(theme, theme.resolveMessages(locale, config.theme?.messages), locale),
  );
  const files = [...contentTexts, themeTexts.texts.navbar, themeTexts.texts.footer, code];
  const written: WrittenTranslationFile[] = [];
  for (const texts of files) {
    const result = await writeTranslationFile(siteDir, texts.file, texts.translated, texts.entries);
    if (result) written.push(result);
  }
  return written;
}

async function writeTranslationFile(
  siteDir: string,
  file: string,
  existing: TranslationFile | undefined,
  current: TranslationEntries,
): Promise<WrittenTranslationFile | undefined> {
  const { entries, added, unknown } = mergeTranslationEntries(existing?.entries ?? {}, current);
  const count = Object.keys(entries).length;
  // As Docusaurus, no file for a part without texts (a site without a footer).
  if (count === 0) return undefined;
  const absolute = path.join(siteDir, file);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, `${JSON.stringify(entries, null, 2)}\n`);
  return { file, count, added, unknown };
}

/** The lines `kran write-translations` prints. */
export function writtenReport(locale: string, written: readonly WrittenTranslationFile[]): string {
  const lines = [`Translation files of the locale "${locale}":`];
  for (const { file, count, added, unknown } of written) {
    lines.push(`  ${file}: ${count} ${count === 1 ? 'text' : 'texts'}, ${added.length} new`);
    if (unknown.length > 0)
      lines.push(`    kept ${unknown.length} the site does not have (remove them if unused): ${unknown.join(', ')}`);
  }
  if (written.length === 0) lines.push('  The site has no translatable texts.');
  return lines.join('\n');
}
