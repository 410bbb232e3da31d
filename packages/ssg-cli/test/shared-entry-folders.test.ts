import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import { bilingualSite } from './bilingual-site.js';

const api = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href)) as typeof Api;

/** The folders of the site's `.ssg/` that the locales' shared bundles have their entry files in. */
const entryFoldersOf = (site: string) =>
  readdirSync(path.join(site, '.ssg')).filter((name) => name.startsWith('locales-'));

describe("the entry folders of a site in several languages' shared bundles", () => {
  const site = bilingualSite();
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('keep only the folder of the last build’s bundle inputs, and stay while the build finds nothing changed', async () => {
    await api.buildSite({ siteDir: site });
    const [first, ...others] = entryFoldersOf(site);
    expect(others).toEqual([]);

    // Nothing changed: the build cache's bundle was made from the folder, which stays.
    expect((await api.buildSite({ siteDir: site })).isUnchanged).toBe(true);
    expect(entryFoldersOf(site)).toEqual([first]);

    // A React page more is another bundle input, so another folder; the earlier one is removed.
    const page = path.join(site, 'pages/spielwiese.tsx');
    writeFileSync(
      page,
      "export const title = 'Spielwiese';\nexport default function Spielwiese() {\n  return <p>Hallo</p>;\n}\n",
    );
    await api.buildSite({ siteDir: site });
    const [second, ...more] = entryFoldersOf(site);
    expect(more).toEqual([]);
    expect(second).not.toBe(first);

    // Without the build cache too.
    rmSync(page);
    await api.buildSite({ siteDir: site, persistentCache: false });
    expect(entryFoldersOf(site)).toEqual([first]);
  });
});
