import { spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import { cli, copyFixture, editConfig } from './fixture-site.js';
import { mapFilesBelow } from './folder-snapshot.js';

// The built package, as `kran build` runs it.
const api = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href)) as typeof Api;

const build = (siteDir: string) => api.buildSite({ siteDir });
const kran = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

/** Every file of the site's build folder with its inode and modification time: what tells a rewritten file. */
const fileIdentities = (site: string) =>
  mapFilesBelow(path.join(site, 'build'), (file) => `${statSync(file).ino}:${statSync(file).mtimeMs}`);

const recordFileOf = (site: string) => {
  const folder = path.join(site, 'node_modules/.cache/kran');
  return path.join(
    folder,
    readdirSync(folder).find((name) => name.startsWith('last-build-'))!,
  );
};

describe('a build that finds nothing changed since the last one', () => {
  it('writes nothing, renders nothing and reports the last build, until a site file changes', async () => {
    const site = copyFixture('unchanged-site-file');
    const first = await build(site);
    const before = fileIdentities(site);

    const again = await build(site);
    expect(again.isUnchanged).toBe(true);
    expect(again.renderedPages).toBe(0);
    expect(again.routes).toBe(first.routes);
    expect(again.phases.map((phase) => phase.name)).toEqual(['check']);
    expect(fileIdentities(site)).toEqual(before);

    // The same bytes with a new modification time are no change.
    const post = path.join(site, 'blog/2024-01-02-erster.md');
    utimesSync(post, new Date(), new Date(Date.now() + 5000));
    expect((await build(site)).isUnchanged).toBe(true);

    appendFileSync(post, '\nEin Satz mehr.\n');
    const edited = await build(site);
    expect(edited.isUnchanged).toBeUndefined();
    expect(edited.renderedPages).toBeGreaterThan(0);
    expect(readFileSync(path.join(site, 'build/blog/2024/01/02/erster/index.html'), 'utf8')).toContain(
      'Ein Satz mehr.',
    );

    writeFileSync(path.join(site, 'static/neu.txt'), 'neu\n');
    expect((await build(site)).isUnchanged).toBeUndefined();
    expect(readFileSync(path.join(site, 'build/neu.txt'), 'utf8')).toBe('neu\n');
  });

  it('builds anew when a file of the output folder was removed or edited since', async () => {
    const site = copyFixture('unchanged-output');
    await build(site);
    const doc = path.join(site, 'build/docs/index.html');
    const expected = readFileSync(doc, 'utf8');

    rmSync(doc);
    expect((await build(site)).isUnchanged).toBeUndefined();
    expect(readFileSync(doc, 'utf8')).toBe(expected);

    writeFileSync(doc, 'von Hand geändert');
    expect((await build(site)).isUnchanged).toBeUndefined();
    expect(readFileSync(doc, 'utf8')).toBe(expected);
    expect((await build(site)).isUnchanged).toBe(true);
  });

  it('builds anew when the config evaluates to something else, as when it reads another environment', () => {
    const site = copyFixture('unchanged-environment');
    editConfig(site, "title: 'Beispiel',", "title: process.env.KRAN_TEST_TITLE ?? 'Beispiel',");
    expect(kran({ KRAN_TEST_TITLE: 'Erster Titel' }, 'build', '--site', site).status).toBe(0);

    const same = kran({ KRAN_TEST_TITLE: 'Erster Titel' }, 'build', '--site', site);
    expect(same.stdout).toMatch(/^Nothing changed since the last build: .+ holds its \d+ pages \(checked in/m);

    const other = kran({ KRAN_TEST_TITLE: 'Zweiter Titel' }, 'build', '--site', site);
    expect(other.stdout).toMatch(/^Built \d+ pages/m);
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toContain('Zweiter Titel');
  });

  it('builds anew with one line of notice when its record is unreadable, and when the cache was touched', async () => {
    const site = copyFixture('unchanged-corrupt');
    await build(site);
    const record = recordFileOf(site);
    writeFileSync(record, 'kein Datensatz');
    const rebuilt = await build(site);
    expect(rebuilt.isUnchanged).toBeUndefined();
    expect(rebuilt.notices).toEqual([
      expect.stringMatching(new RegExp(`^Cache: kran/${path.basename(record)} is unreadable \\(.+\\); building`)),
    ]);
    expect((await build(site)).isUnchanged).toBe(true);

    const cacheFolder = path.dirname(record);
    const contentFile = readdirSync(cacheFolder).find((name) => name.startsWith('content-'))!;
    rmSync(path.join(cacheFolder, contentFile));
    expect((await build(site)).isUnchanged).toBeUndefined();
  });

  it('is never taken with --no-cache', () => {
    const site = copyFixture('unchanged-no-cache');
    expect(kran({}, 'build', '--site', site).status).toBe(0);
    const result = kran({}, 'build', '--site', site, '--no-cache');
    expect(result.stdout).toMatch(/^Built \d+ pages/m);
  });
});
