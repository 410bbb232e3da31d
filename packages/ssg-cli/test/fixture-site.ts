import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RouteDataLoader, type RuntimeSettings } from '@kran/runtime';

/** The `kran` command as built by `pnpm build`. */
export const cli = path.resolve(import.meta.dirname, '../dist/cli.js');
export const fixture = path.resolve(import.meta.dirname, 'fixtures/minimal-site');

/** A fresh copy of a fixture site (the minimal one unless named), named `<prefix>-…`. */
export function copyFixture(prefix: string, from = fixture): string {
  // Inside the package, so the fixture's `import ... from '@kran/ssg-cli'` resolves to this package.
  const scratch = path.join(import.meta.dirname, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const site = mkdtempSync(path.join(scratch, `${prefix}-`));
  cpSync(from, site, { recursive: true });
  return site;
}

/** Changes a copy's site.config.ts, replacing `text` with `replacement`. */
export function editConfig(site: string, text: string, replacement: string): void {
  const file = path.join(site, 'site.config.ts');
  const config = readFileSync(file, 'utf8');
  if (!config.includes(text)) throw new Error(`site.config.ts of ${site} does not contain ${JSON.stringify(text)}.`);
  writeFileSync(file, config.replace(text, replacement));
}

export type BuiltSettings = RuntimeSettings & { layoutChunks: Record<string, string[]> };

/** The runtime settings a built page of a copy embeds. */
export function builtSettingsOf(site: string, routePath: string): BuiltSettings {
  const htmlFile =
    routePath === '/' ? 'index.html' : routePath === '/404' ? '404.html' : `${routePath.slice(1)}/index.html`;
  const embedded = /<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/s.exec(
    readFileSync(path.join(site, 'build', htmlFile), 'utf8'),
  )![1]!;
  return (JSON.parse(embedded) as { settings: BuiltSettings }).settings;
}

/**
 * A RouteDataLoader over a copy's build folder, which finds routes as the runtime does (it does not load them: that
 * takes a browser's DOMParser); `onFetch` hears every URL it reads.
 */
export function builtRouteLoader(
  site: string,
  settings: RuntimeSettings,
  onFetch: (url: string) => void = () => {},
): RouteDataLoader {
  return new RouteDataLoader(settings, async (url) => {
    onFetch(url);
    return readFileSync(path.join(site, 'build', url), 'utf8');
  });
}

/** The chunks a built page loads for its layout, read as the runtime reads them: its route map entry and the settings. */
export async function layoutChunksOf(site: string, routePath: string): Promise<string[]> {
  const settings = builtSettingsOf(site, routePath);
  const route = await builtRouteLoader(site, settings).routeOf(routePath);
  return (settings.layoutChunks[route!.layoutKind] ?? []).map((url) => url.replace(/^\//, ''));
}

/**
 * Installs this package into a site copy that has a package.json of its own (as a Docusaurus site has), so that its
 * site.config.ts's `import … from '@kran/ssg-cli'` resolves as in a site that installed it from npm.
 */
export function installKranInto(site: string): void {
  mkdirSync(path.join(site, 'node_modules/@kran'), { recursive: true });
  symlinkSync(path.resolve(import.meta.dirname, '..'), path.join(site, 'node_modules/@kran/ssg-cli'));
}
