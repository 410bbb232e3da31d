import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The Docusaurus major versions whose reading of content Kran follows (site.config.ts's `docusaurusVersion`). */
export type DocusaurusMajor = 2 | 3;

/**
 * The Docusaurus major version a site is written for: that of the `@docusaurus/core` installed for it (in its
 * node_modules or a repository's above it), else the one its package.json asks for (`@docusaurus/core`, or the
 * classic preset). Undefined when neither says, or for a version before 2.
 */
export function docusaurusVersionOf(siteDir: string): DocusaurusMajor | undefined {
  const version = installedVersion(siteDir) ?? requestedVersion(siteDir);
  const major = version === undefined ? undefined : Number(/(\d+)\./.exec(version)?.[1]);
  if (major === undefined || Number.isNaN(major) || major < 2) return undefined;
  return major >= 3 ? 3 : 2;
}

function installedVersion(siteDir: string): string | undefined {
  for (let folder = siteDir; ; folder = path.dirname(folder)) {
    const manifest = readJson(path.join(folder, 'node_modules', '@docusaurus', 'core', 'package.json'));
    if (typeof manifest?.version === 'string') return manifest.version;
    if (path.dirname(folder) === folder) return undefined;
  }
}

function requestedVersion(siteDir: string): string | undefined {
  const manifest = readJson(path.join(siteDir, 'package.json'));
  const dependencies = { ...asRecord(manifest?.devDependencies), ...asRecord(manifest?.dependencies) };
  return dependencies['@docusaurus/core'] ?? dependencies['@docusaurus/preset-classic'];
}

function asRecord(value: unknown): Record<string, string> {
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
}

function readJson(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
