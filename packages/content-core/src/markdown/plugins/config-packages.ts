import { readFileSync } from 'node:fs';
import path from 'node:path';

// `import x from 'remark-math'`, `import('rehype-katex')`, `export … from 'x'`; relative imports are the site's own.
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g;

/**
 * The packages a config file imports, with the versions installed for the site (`remark-math@6.0.0`), found in the
 * node_modules folders from the site folder upwards; one line each, sorted.
 */
export function importedPackageVersions(configText: string | undefined, siteDir: string): string {
  const names = new Set<string>();
  for (const [, specifier] of (configText ?? '').matchAll(IMPORTED)) {
    if (specifier!.startsWith('node:')) continue;
    const parts = specifier!.split('/');
    names.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names]
    .sort()
    .map((name) => `${name}@${installedVersion(name, path.resolve(siteDir)) ?? 'missing'}`)
    .join('\n');
}

function installedVersion(name: string, from: string): string | undefined {
  for (let folder = from; ; folder = path.dirname(folder)) {
    try {
      const manifest = readFileSync(path.join(folder, 'node_modules', name, 'package.json'), 'utf8');
      return (JSON.parse(manifest) as { version?: string }).version;
    } catch {
      if (path.dirname(folder) === folder) return undefined;
    }
  }
}
