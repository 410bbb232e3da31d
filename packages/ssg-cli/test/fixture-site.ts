import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The `kran` command as built by `pnpm build`. */
export const cli = path.resolve(import.meta.dirname, '../dist/cli.js');
export const fixture = path.resolve(import.meta.dirname, 'fixtures/minimal-site');

/** A fresh copy of the minimal site, named `<prefix>-…`. */
export function copyFixture(prefix: string): string {
  // Inside the package, so the fixture's `import ... from '@kran/ssg-cli'` resolves to this package.
  const scratch = path.join(import.meta.dirname, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const site = mkdtempSync(path.join(scratch, `${prefix}-`));
  cpSync(fixture, site, { recursive: true });
  return site;
}

/** Changes a copy's site.config.ts, replacing `text` with `replacement`. */
export function editConfig(site: string, text: string, replacement: string): void {
  const file = path.join(site, 'site.config.ts');
  const config = readFileSync(file, 'utf8');
  if (!config.includes(text)) throw new Error(`site.config.ts of ${site} does not contain ${JSON.stringify(text)}.`);
  writeFileSync(file, config.replace(text, replacement));
}

/** The chunks a built page loads for its layout, read as the runtime reads them: its route map entry and the settings. */
export function layoutChunksOf(site: string, routePath: string): string[] {
  const build = path.join(site, 'build');
  const htmlFile = routePath === '/' ? 'index.html' : routePath === '/404' ? '404.html' : `${routePath.slice(1)}/index.html`;
  const embedded = /<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/s.exec(readFileSync(path.join(build, htmlFile), 'utf8'))![1]!;
  const { settings } = JSON.parse(embedded) as { settings: { routeMapUrl: string; layoutChunks: Record<string, string[]> } };
  const routeMap = JSON.parse(readFileSync(path.join(build, settings.routeMapUrl), 'utf8')) as Record<string, [string, string]>;
  return (settings.layoutChunks[routeMap[routePath]![1]] ?? []).map((url) => url.replace(/^\//, ''));
}
