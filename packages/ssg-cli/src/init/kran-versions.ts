import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { KranVersions } from './site-package-json.js';

/** The versions of the installed `@kran/ssg-cli` (this package) and `@kran/theme`, read from their package.json. */
export function readKranVersions(): KranVersions {
  return { ssgCli: versionOf('@kran/ssg-cli/package.json'), theme: versionOf('@kran/theme/package.json') };
}

function versionOf(specifier: string): string {
  const file = fileURLToPath(import.meta.resolve(specifier));
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
