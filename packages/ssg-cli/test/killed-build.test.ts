import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture } from './fixture-site.js';
import { snapshot, stagingFolders } from './folder-snapshot.js';

const POSTS = 150;

/** The minimal site with enough posts that prerendering takes a while. */
function bigSite(): string {
  const site = copyFixture('killed');
  const paragraph = 'Podman führt Container ohne Daemon aus, mit **Pods**, `podman run` und [Doku](/docs).\n\n';
  for (let index = 0; index < POSTS; index++) {
    const date = new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10);
    writeFileSync(
      path.join(site, `blog/${date}-beitrag-${index}.md`),
      `---\ntitle: Beitrag ${index}\ntags: [podman, tag-${index % 20}]\n---\n\n${paragraph.repeat(20)}`,
    );
  }
  return site;
}

const htmlCount = (dir: string) =>
  readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;

/**
 * Starts a build and kills it with SIGKILL as soon as its first page is prerendered; resolves with the staging folder.
 * It builds without the cache, so that every page is rendered one after the other: with the cache, the pages taken
 * over from the last build are linked into the staging folder all at once, and a busy machine saw them all there.
 */
function buildKilledDuringPrerender(site: string): Promise<string> {
  const child = spawn(process.execPath, [cli, 'build', '--site', site, '--no-cache'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    let staging: string | undefined;
    const timer = setInterval(() => {
      staging = stagingFolders(site)[0];
      if (staging && htmlCount(path.join(site, staging)) > 0) {
        clearInterval(timer);
        child.kill('SIGKILL');
      }
    }, 5);
    child.once('exit', (code, signal) => {
      clearInterval(timer);
      if (signal === 'SIGKILL' && staging) resolve(path.join(site, staging));
      else reject(new Error(`The build ended on its own (exit code ${code}) before a page was prerendered.`));
    });
  });
}

describe('kran build killed during prerender', () => {
  it('leaves the previous build as it was, and the next build succeeds and clears what the killed one left', async () => {
    const site = bigSite();
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const before = snapshot(path.join(site, 'build'));
    const pages = Object.keys(before).filter((file) => file.endsWith('.html')).length;
    expect(pages).toBeGreaterThan(POSTS);

    writeFileSync(
      path.join(site, 'docs/index.md'),
      '---\ntitle: Hallo Welt\n---\n\nNach dem Abbruch geänderter Text.\n',
    );
    const staging = await buildKilledDuringPrerender(site);
    // The kill landed inside the prerender phase: some pages were written, not all.
    expect(htmlCount(staging)).toBeLessThan(pages);
    expect(snapshot(path.join(site, 'build'))).toEqual(before);

    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toContain(
      'Nach dem Abbruch geänderter Text.',
    );
    expect(Object.keys(snapshot(path.join(site, 'build'))).filter((file) => file.endsWith('.html'))).toHaveLength(
      pages,
    );
    expect(existsSync(staging)).toBe(false);
    expect(stagingFolders(site)).toEqual([]);
  }, 300_000);
});
