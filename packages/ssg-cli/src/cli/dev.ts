import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_FILE, loadConfig } from '../config/load-config.js';
import { printBrokenLinks } from '../links/print-broken-links.js';
import { contentFoldersOutside } from '../dev/content-folders.js';
import { DevBuilder } from '../dev/dev-builder.js';
import type { PagePreview } from '../dev/dev-site.js';
import { DevEvents } from '../dev/dev-events.js';
import { createDevServer } from '../dev/dev-server.js';
import { watchFolderTree } from '../dev/watch-folder-tree.js';
import { watchPackageOutputs } from '../dev/watch-package-outputs.js';
import type { OutputChanges } from '../commit/in-place-output.js';
import { DEV_CLIENT_FILE, NOT_FOUND_FILE } from '../output/output-paths.js';
import { normalizeBaseUrl, siteUrl } from './site-url.js';

/** Files in the site folder that Kran writes itself, and git's. */
const GENERATED = /^(?:build|\.ssg|node_modules|\.git)(?:\/|$)|^\.build-/;
/** Below a content folder outside the site folder: installed packages and git's files. */
const NOT_CONTENT = /(?:^|\/)(?:node_modules|\.git)(?:\/|$)/;
/** Edits often come as several writes; one rebuild follows them. */
const DEBOUNCE_MS = 50;

/**
 * Builds, serves and rebuilds on changes to content, config, or the built code of the theme, runtime,
 * content-core and Kran (what `tsup --watch` writes in `pnpm dev`). After a good rebuild open pages reload;
 * after a failed one the problem shows in the terminal and over the page, and the last good build stays served.
 */
export async function runDev(options: {
  siteDir: string;
  port: number;
  host: string;
  locale?: string;
}): Promise<Server> {
  const events = new DevEvents();
  const outDir = path.join(options.siteDir, 'build');
  const builder = new DevBuilder({
    siteDir: options.siteDir,
    extraScripts: [DEV_CLIENT_FILE],
    ...(options.locale !== undefined ? { locale: options.locale } : {}),
  });
  let hasBuilt = false;
  let hasFailed = false;
  // The site's files the watcher heard change since the last build started: it watches from before the first one.
  let heardChanges = new Set<string>();
  let isServing = false;
  let timer: NodeJS.Timeout | undefined;
  const hear = (file: string) => {
    heardChanges.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => isServing && requestBuild({ newCode: false }), DEBOUNCE_MS);
  };
  const siteWatcher = watchFolderTree(options.siteDir, {
    ignores: (file) => GENERATED.test(file),
    onChange: (file) => hear(path.resolve(options.siteDir, file)),
  });
  // Content folders the config names outside the site folder (`docs: [{ path: '../docs' }]`), watched as well.
  const outsideWatchers = new Map<string, { close(): void }>();
  const watchOutsideFolders = async () => {
    const folders = await loadConfig(options.siteDir).then(
      (config) => contentFoldersOutside(config, options.siteDir),
      () => undefined, // A broken config keeps the folders watched; the build reports it.
    );
    if (!folders) return;
    for (const [folder, watcher] of outsideWatchers) {
      if (folders.includes(folder)) continue;
      watcher.close();
      outsideWatchers.delete(folder);
    }
    for (const folder of folders) {
      if (outsideWatchers.has(folder)) continue;
      const watcher = watchFolderTree(folder, {
        ignores: (file) => NOT_CONTENT.test(file),
        onChange: (file) => hear(path.resolve(folder, file)),
      });
      outsideWatchers.set(folder, watcher);
    }
  };
  const configFile = path.resolve(options.siteDir, CONFIG_FILE);
  const closeWatchers = () => {
    siteWatcher.close();
    for (const watcher of outsideWatchers.values()) watcher.close();
  };
  await watchOutsideFolders();
  const buildOnce = async () => {
    const changedFiles = [...heardChanges];
    heardChanges = new Set();
    if (changedFiles.includes(configFile)) await watchOutsideFolders();
    const showPreview = (preview: PagePreview) => {
      console.log(`Wrote the edited page first (${preview.written.length} files in ${preview.ms} ms).`);
      events.publish({ type: 'reload', paths: preview.written.map((file) => `${preview.baseUrl}${file}`) });
    };
    // Indexing for search takes seconds: a rebuild after an edit keeps the index, made anew after the reload.
    const request = { reuseSearchIndex: hasBuilt, ...(hasBuilt ? { changedFiles } : {}) };
    const result = await builder.build(request, showPreview);
    hasFailed = !result.ok;
    if (result.ok) {
      hasBuilt = true;
      const phases = result.phases.map((phase) => `${phase.name} ${phase.ms} ms`).join(', ');
      const changes = result.changes ? changesLine(result.changes) : '';
      console.log(
        `Rebuilt ${result.routes} pages, ${result.renderedPages} of them rendered again${changes} (${phases}).`,
      );
      printBrokenLinks(result);
      const paths = [...(result.changes?.written ?? []), ...(result.changes?.removed ?? [])];
      events.publish({ type: 'reload', paths: paths.map((file) => `${result.baseUrl}${file}`) });
      return result.baseUrl;
    }
    console.error(result.message);
    events.publish({ type: 'problem', message: result.message });
    return undefined;
  };

  const baseUrl = (await buildOnce()) ?? (await baseUrlOrRoot(options.siteDir));
  const isEditedDuringFirstBuild = heardChanges.size > 0;
  if (!existsSync(outDir)) await writePlaceholder(outDir, baseUrl);
  const server = createDevServer({ dir: outDir, baseUrl, events });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  }).catch((error: unknown) => {
    clearTimeout(timer);
    closeWatchers();
    void builder.close();
    throw error;
  });

  // One build at a time; changes during a build make one more build afterwards.
  let running: Promise<void> | undefined;
  let isPending = false;
  let needsNewCode = false;
  const runBuilds = async () => {
    while (isPending) {
      isPending = false;
      if (needsNewCode) builder.reloadCode();
      needsNewCode = false;
      await buildOnce();
    }
    running = undefined;
  };
  const requestBuild = (options: { newCode: boolean }) => {
    isPending = true;
    needsNewCode ||= options.newCode;
    running ??= runBuilds();
  };
  isServing = true;
  if (isEditedDuringFirstBuild) requestBuild({ newCode: false });
  const packages = packageOutputDirs();
  const packageWatcher = watchPackageOutputs(Object.values(packages), (changed) => {
    // A build that failed because a package was half written when it was loaded is retried after the next write.
    if (changed.length === 0 && !hasFailed) return;
    const names = Object.keys(packages).filter((name) => changed.some((file) => file.startsWith(packages[name]!)));
    console.log(`The built code of ${names.join(', ') || 'a package'} changed: rebuilding with it.`);
    requestBuild({ newCode: true });
  });
  server.on('close', () => {
    clearTimeout(timer);
    closeWatchers();
    packageWatcher.close();
    void builder.close();
  });
  // Printed once the watchers are set up: an edit made after this line is seen.
  const { port } = server.address() as AddressInfo;
  console.log(`kran dev: ${siteUrl(options.host, port, baseUrl)} (watching content, config, theme and runtime)`);
  return server;
}

/**
 * The built output of the packages a build runs, by package: the theme, the runtime, content-core, the contract they
 * share, and Kran's own.
 */
function packageOutputDirs(): Record<string, string> {
  const distOf = (specifier: string) => path.dirname(fileURLToPath(import.meta.resolve(specifier)));
  return {
    '@kran/theme': distOf('@kran/theme'),
    '@kran/runtime': distOf('@kran/runtime'),
    '@kran/content-core': distOf('@kran/content-core'),
    '@kran/contract': distOf('@kran/contract'),
    '@kran/ssg-cli': path.dirname(fileURLToPath(import.meta.url)),
  };
}

function changesLine(changes: OutputChanges): string {
  return `, ${changes.written.length} files written and ${changes.removed.length} removed`;
}

async function baseUrlOrRoot(siteDir: string): Promise<string> {
  return loadConfig(siteDir).then(
    (config) => normalizeBaseUrl(config.baseUrl ?? '/'),
    () => '/',
  );
}

/** When the very first build fails there is nothing to serve; this page carries the dev script, so the problem shows. */
async function writePlaceholder(outDir: string, baseUrl: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await writeFile(
    path.join(outDir, NOT_FOUND_FILE),
    [
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>kran dev</title>',
      '<p>The site has not built yet.</p>',
      `<script type="module" src="${baseUrl}${DEV_CLIENT_FILE}"></script></html>`,
    ].join(''),
  );
}
