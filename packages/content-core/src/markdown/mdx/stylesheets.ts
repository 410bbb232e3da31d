import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Problems } from '../../errors/problems.js';
import { resolvePartial } from './expand-partials.js';
import { isInstalledFor, isPackageSpecifier, notInstalledProblem } from './installed-package.js';
import type { StylesheetImport } from './read-esm.js';
import { PACKAGE_MODULE_PREFIX } from './site-components.js';

/**
 * The stylesheets a file imports, for the site's bundle: a file of the site by its path from the site's folder, a
 * package's by `npm:` and its import (`npm:react-lite-youtube-embed/dist/LiteYouTubeEmbed.css`). A file that does
 * not exist or a package that is not installed is a problem at the import.
 */
export function resolveStylesheets(
  imports: readonly StylesheetImport[],
  context: { file: string; siteDir: string; problems: Problems },
): string[] {
  return imports.flatMap(({ specifier, importedAt }) => {
    const location = { file: context.file, ...importedAt };
    if (isPackageSpecifier(specifier)) {
      if (isInstalledFor(context.siteDir, specifier)) return [`${PACKAGE_MODULE_PREFIX}${specifier}`];
      const { message, hint } = notInstalledProblem(specifier);
      context.problems.error(message, location, hint);
      return [];
    }
    const target = resolvePartial(context.file, specifier);
    if (existsSync(path.join(context.siteDir, target))) return [target];
    context.problems.error(
      `The stylesheet \`${specifier}\` does not exist (looked for ${target}).`,
      location,
      "Fix the import's path: `@site/` starts at the site's folder, `./` at this file's folder.",
    );
    return [];
  });
}
