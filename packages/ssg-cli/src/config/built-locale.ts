import { resolveLocales, type ResolvedLocales } from '@kran/content-core/locales';
import { ConfigError, type KranConfig } from './load-config.js';

/**
 * Makes the config that of one locale's build (`kran build --locale de`): with `i18n`, `locale.code` names the
 * locale to build. A locale the site does not have stops the build with the ones it has (`locales`: the config's,
 * when the caller has resolved them already).
 */
export function applyBuiltLocale(
  config: KranConfig,
  locale: string | undefined,
  { locales }: Pick<ResolvedLocales, 'locales'> = resolveLocales(config),
): void {
  if (locale === undefined) return;
  const codes = locales.map((each) => each.code);
  if (!codes.includes(locale))
    throw new ConfigError(
      `--locale ${locale} is not a locale of this site.\n  Write one of: ${codes.join(', ')}${
        config.i18n ? '' : ", or list the site's locales in i18n.locales"
      }.`,
    );
  if (config.i18n) config.locale = { code: locale };
}
