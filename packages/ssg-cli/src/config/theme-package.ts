import { theme as defaultTheme, type ThemeDefinition } from '@kran/theme/definition';
import { ConfigSource, ContentError, ContentErrors } from '@kran/content-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeFileAtomically } from '../output/write-output.js';
import { importThemeDefinition } from './import-theme-definition.js';
import { CONFIG_FILE, GENERATED_DIR } from './load-config.js';

/** The theme a site gets without `theme.package`. */
export const DEFAULT_THEME_PACKAGE = defaultTheme.name;

/** A site's theme: its definition, and the module worker threads import it from (none for the default theme). */
export interface LoadedTheme {
  theme: ThemeDefinition;
  module?: string;
}

/**
 * Imports the definition of the theme package a site names (`theme: { package: '@acme/kran-theme' }`), or gives
 * Kran's default theme. The package is resolved from the site folder, as the site's own dependency.
 */
export async function loadThemePackage(siteDir: string, packageName: unknown): Promise<LoadedTheme> {
  if (packageName === undefined || packageName === DEFAULT_THEME_PACKAGE) return { theme: defaultTheme };
  if (typeof packageName !== 'string' || !/^(@[\w.-]+\/)?[\w.-]+$/.test(packageName)) {
    throw await themeError(siteDir, `theme.package is ${JSON.stringify(packageName)}, which is no package name.`);
  }
  const module = path.join(siteDir, GENERATED_DIR, 'theme-definition.mjs');
  await writeFileAtomically(module, `export { theme } from '${packageName}/definition';\n`);
  const url = pathToFileURL(module).href;
  const theme = await importThemeDefinition(url).catch(async (error: unknown) => {
    throw await themeError(
      siteDir,
      `The theme package ${packageName} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      packageName,
    );
  });
  return { theme, module: url };
}

async function themeError(siteDir: string, message: string, packageName?: string): Promise<ContentErrors> {
  const source = new ConfigSource(CONFIG_FILE, await readFile(path.join(siteDir, CONFIG_FILE), 'utf8'));
  const at =
    packageName === undefined
      ? source.locateKey('package', { after: 'theme' })
      : source.locateValue(packageName, { key: 'package' });
  return new ContentErrors([
    new ContentError(
      message,
      at,
      'Name an installed theme package whose "./definition" export is a ThemeDefinition ' +
        `(see @kran/theme's README), or leave theme.package out for ${DEFAULT_THEME_PACKAGE}.`,
    ),
  ]);
}
