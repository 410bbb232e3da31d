import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { KranVersions } from './site-package-json.js';

/**
 * The versions of the installed `@kran/ssg-cli` (this package) and `@kran/theme`, and the peer ranges of this
 * package, read from their package.json.
 */
export function readKranVersions(): KranVersions {
  const ssgCli = manifestOf('@kran/ssg-cli/package.json');
  return {
    ssgCli: ssgCli.version,
    theme: manifestOf('@kran/theme/package.json').version,
    peers: ssgCli.peerDependencies ?? {},
  };
}

function manifestOf(specifier: string): { version: string; peerDependencies?: Record<string, string> } {
  const file = fileURLToPath(import.meta.resolve(specifier));
  return JSON.parse(readFileSync(file, 'utf8')) as { version: string; peerDependencies?: Record<string, string> };
}
