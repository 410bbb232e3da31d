import { SITE_CONFIG_KEYS, type ConfigKeySchema } from '@kran/content-core';
import { theme } from '@kran/theme/definition';

/** The keys site.config.ts accepts at every level: content-core's and those of Kran's theme. */
export function siteConfigSchema(): ConfigKeySchema {
  const themeKeys: Readonly<Record<string, ConfigKeySchema>> = theme.config.keys;
  return {
    keys: [...SITE_CONFIG_KEYS.keys, ...Object.keys(themeKeys)],
    nested: { ...SITE_CONFIG_KEYS.nested, ...themeKeys },
  };
}
