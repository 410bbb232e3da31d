import {
  codeTranslationFile,
  readTranslationFiles,
  resolveLocales,
  themeTranslationFile,
  TranslatableTexts,
  type ContentWarning,
  type TranslationFile,
} from '@kran/content-core';
import type { Messages } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import type { KranConfig } from '../config/load-config.js';
import { codeMessageOverrides } from './code-messages.js';
import { translateNavbarFooter, type NavbarFooterTexts } from './navbar-footer-texts.js';

/** The built locale's translation files of the theme's part of a site, as read. */
export interface ThemeTranslations {
  /** The navbar's and the footer's texts with the files they are read from (what write-translations writes). */
  texts: NavbarFooterTexts;
  /** The built locale's `code.json` as read, if there is one. */
  code: TranslationFile | undefined;
  /** The theme's messages `code.json` rewords. */
  messageOverrides: Partial<Messages>;
  /** Ids of `code.json` that name no text, and messages with placeholders the theme cannot fill. */
  warnings: ContentWarning[];
}

/**
 * Reads the built locale's `docusaurus-theme-classic/navbar.json`, `footer.json` and `code.json` (each optional, as
 * in Docusaurus). Bad JSON in any of them is thrown as ContentErrors, all at once.
 */
export async function readThemeTranslations(
  siteDir: string,
  config: KranConfig,
  definition: Pick<ThemeDefinition, 'docusaurusMessages' | 'resolveMessages'>,
): Promise<ThemeTranslations> {
  const { translationsDir, locale } = resolveLocales(config);
  const files = [
    themeTranslationFile(translationsDir, 'navbar'),
    themeTranslationFile(translationsDir, 'footer'),
    codeTranslationFile(translationsDir),
  ];
  const [navbar, footer, code] = await readTranslationFiles(siteDir, files);
  const texts = {
    navbar: new TranslatableTexts(files[0]!, navbar),
    footer: new TranslatableTexts(files[1]!, footer),
  };
  const { overrides, warnings } = codeMessageOverrides(code, definition, locale.code);
  return { texts, code, messageOverrides: overrides, warnings };
}

/** The config with `theme.messages` extended by what `code.json` translates, over the site's own wording. */
export function withCodeMessages(config: KranConfig, translations: ThemeTranslations): KranConfig {
  const { messageOverrides } = translations;
  if (Object.keys(messageOverrides).length === 0) return config;
  return { ...config, theme: { ...config.theme, messages: { ...config.theme?.messages, ...messageOverrides } } };
}

/**
 * The config in the built locale: the navbar's and footer's words translated and the messages of `code.json`.
 * The config must have been checked (buildManifest checks the theme's part): the navbar and footer have their shape.
 */
export function translateThemeConfig(config: KranConfig, translations: ThemeTranslations): KranConfig {
  return withCodeMessages(translateNavbarFooter(config, translations.texts), translations);
}
