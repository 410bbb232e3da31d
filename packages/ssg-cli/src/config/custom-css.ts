import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, ConfigError } from './load-config.js';

/** The absolute paths of the site's `customCss` files; a missing or non-CSS entry is a config error. */
export function resolveCustomCss(siteDir: string, customCss: string[] = []): string[] {
  return customCss.map((entry, index) => {
    const where = `${CONFIG_FILE}: customCss[${index}] "${entry}"`;
    if (!entry.endsWith('.css'))
      throw new ConfigError(
        `${where} is not a CSS file.\n  List stylesheets ending in .css, relative to the site folder.`,
      );
    const file = path.resolve(siteDir, entry);
    if (!existsSync(file))
      throw new ConfigError(
        `${where} does not exist (looked for ${file}).\n  Give the path of a CSS file relative to the site folder.`,
      );
    return file;
  });
}
