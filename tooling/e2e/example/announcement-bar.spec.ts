import { expect, test } from '@playwright/test';
import { en } from '@kran/theme';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveBuild } from '../support/kran-serve';
import { waitForHydration } from '../support/page';
import { exampleSiteDir as exampleSite, kranCli as cli } from '../support/paths';

const ANNOUNCEMENT = en['announcementBar.label'];
let scratch: string;
const builds: Record<'first' | 'second', string> = { first: '', second: '' };

/** Builds a copy of sites/example whose announcement bar has `id` into its own folder. */
function buildWithAnnouncementId(id: string, outDir: string): void {
  const site = path.join(scratch, `site-${id}`);
  cpSync(exampleSite, site, {
    recursive: true,
    filter: (source) => !/[\\/](?:node_modules|build|\.ssg)$/.test(source),
  });
  // The copy resolves @kran/ssg-cli and @kran/theme from the example site's own dependencies.
  symlinkSync(path.join(exampleSite, 'node_modules'), path.join(site, 'node_modules'));
  const configFile = path.join(site, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  if (!config.includes("id: 'example-start'"))
    throw new Error('sites/example/site.config.ts no longer has the announcement id example-start.');
  writeFileSync(configFile, config.replace("id: 'example-start'", `id: '${id}'`));
  execFileSync(process.execPath, [cli, 'build', '--site', site, '--out', outDir], { stdio: 'pipe' });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  scratch = mkdtempSync(path.join(tmpdir(), 'kran-e2e-announcement-'));
  builds.first = path.join(scratch, 'build-first');
  builds.second = path.join(scratch, 'build-second');
  buildWithAnnouncementId('announcement-1', builds.first);
  buildWithAnnouncementId('announcement-2', builds.second);
});

test.afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('a bar closed on one build shows again after the next build on the same origin brings a new announcement id', async ({
  page,
}) => {
  const first = await serveBuild(builds.first);
  const docs = new URL('docs', first.url).href;
  try {
    await page.goto(docs);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: ANNOUNCEMENT });
    await expect(bar).toContainText('New in the example');
    await bar.getByRole('button', { name: en['announcementBar.close'] }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: ANNOUNCEMENT })).toBeHidden();
  } finally {
    await first.stop();
  }

  // The same port, so the same origin and the same localStorage.
  const second = await serveBuild(builds.second, { port: first.port });
  try {
    expect(new URL(second.url).origin).toBe(new URL(first.url).origin);
    await page.goto(docs);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: ANNOUNCEMENT })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-announcement-bar-dismissed', 'true');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.id'),
        localStorage.getItem('docusaurus.announcement.dismiss'),
      ]),
    ).toEqual(['announcement-2', 'false']);
  } finally {
    await second.stop();
  }
});
