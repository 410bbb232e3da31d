import type { SiteConfig } from './config.js';
import type { ConfigPath } from './config-outline.js';
import type { ConfigSource } from './config-source.js';
import type { Problems } from '../errors/problems.js';

const DIRECTIONS = ['ltr', 'rtl'];

/**
 * Checks `i18n` as Docusaurus does, and more: the default locale among the locales, each locale a BCP 47 tag written
 * once, `localeConfigs` only for listed locales, no two locales at one URL; and `locale` beside `i18n` naming only
 * the locale to build.
 */
export function checkI18n(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  const at = (path: ConfigPath, isValue = true) =>
    source.locatePath(path, { isValue }) ?? source.locatePath(path.slice(0, -1)) ?? source.locateKey('i18n');
  checkDirection(config.locale?.direction, ['locale', 'direction']);
  const { i18n } = config;
  if (i18n === undefined) return;
  const locales: unknown[] = Array.isArray(i18n.locales) ? i18n.locales : [];
  if (locales.length === 0)
    problems.error(
      'i18n.locales lists no locale.',
      at(['i18n', 'locales']),
      "List the site's languages, the default one among them: `locales: ['en', 'de']`.",
    );
  const seen = new Set<string>();
  for (const [index, code] of locales.entries()) {
    const problem =
      typeof code !== 'string' ? 'is not a text' : seen.has(code) ? 'is listed twice' : languageTagProblem(code);
    if (typeof code === 'string') seen.add(code);
    if (problem)
      problems.error(
        `The locale ${JSON.stringify(code)} in i18n.locales ${problem}.`,
        at(['i18n', 'locales', index]),
        'Write each locale once, as a BCP 47 language tag: `de`, `pt-BR`, `zh-Hans`.',
      );
  }
  const listed = [...seen];
  const unknownLocaleHint = (code: string) =>
    `Add '${code}' to i18n.locales, or write one of: ${listed.map((each) => `'${each}'`).join(', ')}.`;
  if (typeof i18n.defaultLocale !== 'string' || !seen.has(i18n.defaultLocale))
    problems.error(
      `i18n.defaultLocale is ${JSON.stringify(i18n.defaultLocale)}, which i18n.locales does not list.`,
      at(['i18n', 'defaultLocale']),
      unknownLocaleHint(String(i18n.defaultLocale)),
    );
  const segments = new Map<string, string>();
  for (const [code, settings] of Object.entries(i18n.localeConfigs ?? {})) {
    if (!seen.has(code))
      problems.error(
        `i18n.localeConfigs sets the locale '${code}', which i18n.locales does not list.`,
        at(['i18n', 'localeConfigs', code], false),
        unknownLocaleHint(code),
      );
    checkDirection(settings.direction, ['i18n', 'localeConfigs', code, 'direction']);
    if (settings.htmlLang !== undefined && languageTagProblem(settings.htmlLang))
      problems.error(
        `i18n.localeConfigs.${code}.htmlLang ${JSON.stringify(settings.htmlLang)} is no BCP 47 language tag.`,
        at(['i18n', 'localeConfigs', code, 'htmlLang']),
        "Write the tag of the page's language: `htmlLang: 'de-DE'`.",
      );
  }
  for (const code of listed) {
    if (code === i18n.defaultLocale) continue;
    const segment = i18n.localeConfigs?.[code]?.baseUrl?.replace(/^\/+|\/+$/g, '') ?? code;
    const other = segments.get(segment);
    if (other !== undefined)
      problems.error(
        `The locales '${other}' and '${code}' would both be written below /${segment}/.`,
        at(['i18n', 'localeConfigs', code, 'baseUrl']),
        `Give '${code}' a baseUrl of its own in i18n.localeConfigs.`,
      );
    segments.set(segment, code);
  }
  const { locale } = config;
  if (locale === undefined) return;
  if (!seen.has(locale.code))
    problems.error(
      `locale.code is '${locale.code}', which i18n.locales does not list.`,
      at(['locale', 'code']),
      `With i18n, locale.code picks the locale to build. ${unknownLocaleHint(locale.code)}`,
    );
  for (const key of Object.keys(locale).filter((key) => key !== 'code'))
    problems.error(
      `locale.${key} is set beside i18n, which holds each locale's settings.`,
      at(['locale', key], false),
      `Move it to i18n.localeConfigs.${locale.code}.${key}, or leave i18n out for a site in one language.`,
    );

  function checkDirection(direction: unknown, path: ConfigPath): void {
    if (direction === undefined || DIRECTIONS.includes(direction as string)) return;
    problems.error(
      `${path.join('.')} is ${JSON.stringify(direction)}, which is no writing direction.`,
      at(path),
      "Write 'ltr' (left to right) or 'rtl' (right to left).",
    );
  }
}

function languageTagProblem(tag: string): string | undefined {
  try {
    Intl.getCanonicalLocales(tag);
    return undefined;
  } catch {
    return 'is no BCP 47 language tag';
  }
}
