// bench:scale's Docusaurus 3.10 Faster part: the same generated site built cold, then after one edited post.
import { appendFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileName, generateSite } from '../generate-site.mjs';
import { runMeasured } from './measure-process.mjs';
import { outputStats } from './output-stats.mjs';
import { writeDocusaurusConfig } from './site-copy.mjs';

/** The home page every generated site gets, as every page's navbar links to it. */
export const HOME_PAGE = '---\ntitle: Startseite\n---\n\nEin Blog und Anleitungen über Podman.\n';

/**
 * Generates the site of `posts` posts and `docs` docs into the folder Docusaurus 3 is installed in (it resolves its
 * packages from there), builds it cold with Docusaurus Faster, then again after appending a paragraph to one post,
 * with the persistent cache the cold build left. Each build is stopped after `limitMs`; an edit is tried only
 * after a cold build that finished. The site is removed afterwards.
 * @param {{ cacheDir: string; cli: string; posts: number; docs: number; limitMs: number }} options
 * @returns {Promise<import('./scale-report.mjs').DocusaurusScaleFigures>}
 */
export async function buildWithDocusaurusFaster({ cacheDir, cli, posts, docs, limitMs }) {
  const site = path.join(cacheDir, 'scale-site');
  await rm(site, { recursive: true, force: true });
  try {
    const { config } = await generateSite(site, posts, { docs });
    await mkdir(path.join(site, 'pages'));
    await writeFile(path.join(site, 'pages', 'index.md'), HOME_PAGE);
    await writeDocusaurusConfig(
      site,
      { ...config, pages: { path: 'pages' }, onBrokenLinks: 'throw' },
      { includePages: true, faster: true },
    );
    await writeFile(path.join(site, 'package.json'), '{ "name": "scale-docusaurus-bench", "private": true }\n');
    const build = async (/** @type {string} */ what) => {
      const run = await runMeasured({
        command: process.execPath,
        args: [cli, 'build', site, '--out-dir', path.join(site, 'build')],
        cwd: site,
        env: { NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1' },
        timeoutMs: limitMs,
      });
      if (!run.timedOut && run.exitCode !== 0)
        throw new Error(
          `Docusaurus ${what} of ${posts} posts failed (exit ${run.exitCode}):\n${run.output.slice(-4000)}`,
        );
      return { wallMs: run.wallMs, cpuMs: run.cpuMs, peakRssBytes: run.peakRssBytes, timedOut: run.timedOut };
    };
    const cold = await build('cold build');
    if (cold.timedOut) return { limitMs, cold };
    const output = await outputStats(path.join(site, 'build'));
    await appendFile(path.join(site, 'blog', fileName(Math.floor(posts / 3))), '\nEin neuer Absatz.\n');
    const edit = await build('build after one edit');
    return { limitMs, cold, edit, outputBytes: output.bytes, htmlFiles: output.htmlFiles };
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}
