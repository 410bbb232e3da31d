import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import {
  DOCUSAURUS_VERSION,
  docusaurusCacheDir,
  docusaurusPackageJson,
  ensureDocusaurus,
} from '@kran/bench/lib/docusaurus-install.mjs';
import { writeDocusaurusConfig } from '@kran/bench/lib/site-copy.mjs';
import { loadConfig, type SiteConfig } from '@kran/ssg-cli';
import { contentDigest } from './content-digest';

/** Where Docusaurus builds are kept between runs: $KRAN_FIDELITY_CACHE, or ~/.cache/kran-fidelity. */
export function fidelityCacheRoot(): string {
  return process.env.KRAN_FIDELITY_CACHE ?? path.join(homedir(), '.cache', 'kran-fidelity');
}

/**
 * The config with every content folder moved to a folder of its own inside the Docusaurus site (webpack resolves
 * React for a markdown file from the file's folder, so the content must sit beside Docusaurus's node_modules), and
 * the absolute source folder of each.
 */
function relocate(config: SiteConfig, siteDir: string): { config: SiteConfig; sources: Record<string, string> } {
  const sources: Record<string, string> = {};
  const move = (folder: string, target: string) => {
    sources[target] = path.resolve(siteDir, folder);
    return target;
  };
  return {
    config: {
      ...config,
      blogs: config.blogs?.map((blog) => ({ ...blog, path: move(blog.path, `blog-${blog.id}`) })),
      docs: config.docs?.map((docs) => ({ ...docs, path: move(docs.path, `docs-${docs.id}`) })),
      staticDir: move(config.staticDir ?? 'static', 'static'),
      pages: false,
    },
    sources,
  };
}

/** Runs a command and resolves with its output, or rejects with the output's end if it exits with an error. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/** A Docusaurus install kept by tooling/bench: its folder, and what installs it there and returns its CLI. */
export interface DocusaurusInstall {
  dir: string;
  ensure: (dir: string) => Promise<string>;
}

/** Docusaurus 2.4.3, the install the corpus and the fidelity check build with. */
export const DOCUSAURUS2_INSTALL: DocusaurusInstall = { dir: docusaurusCacheDir(), ensure: ensureDocusaurus };

/**
 * Builds a Docusaurus site with the install tooling/bench keeps (installed on first use) into `outDir`. `writeSite`
 * fills the site's folder, which sits beside that install's node_modules because Docusaurus resolves its plugins, and
 * webpack resolves React for a markdown file, from the site's folder; the folder is removed afterwards. `outDir`
 * appears only once the build succeeded. `siteFolder` is where the Docusaurus config is inside what `writeSite`
 * wrote (`website` for a repository with `docs/` beside `website/`).
 */
export async function buildWithDocusaurus(
  name: string,
  outDir: string,
  writeSite: (docusaurusSite: string) => Promise<void>,
  { install = DOCUSAURUS2_INSTALL, siteFolder = '.' }: { install?: DocusaurusInstall; siteFolder?: string } = {},
): Promise<void> {
  const cli = await install.ensure(install.dir);
  const docusaurusSite = path.join(install.dir, name);
  const configFolder = path.join(docusaurusSite, siteFolder);
  const partialOut = `${outDir}.partial-${process.pid}`;
  await rm(docusaurusSite, { recursive: true, force: true });
  try {
    await writeSite(docusaurusSite);
    await run(process.execPath, [cli, 'build', configFolder, '--out-dir', partialOut], configFolder);
    await rename(partialOut, outDir);
  } finally {
    await rm(partialOut, { recursive: true, force: true });
    await rm(docusaurusSite, { recursive: true, force: true });
  }
}

/**
 * The folder of the Docusaurus 2.4.3 build of a Kran site's blogs, docs and static files (pages left out). The build
 * is kept under fidelityCacheRoot() by a digest of the content and the config, so it runs again only when one of
 * them changes; Docusaurus itself is installed once by tooling/bench.
 */
export async function ensureDocusaurusBuild(siteDir: string): Promise<string> {
  const { config, sources } = relocate(await loadConfig(siteDir), siteDir);
  const digest = contentDigest(Object.values(sources), { config, docusaurus: docusaurusPackageJson() });
  const outDir = path.join(fidelityCacheRoot(), digest);
  if (existsSync(outDir)) return outDir;

  console.log(`Building ${siteDir} with Docusaurus ${DOCUSAURUS_VERSION} into ${outDir}; later runs reuse it.`);
  await buildWithDocusaurus(`fidelity-${digest}`, outDir, async (docusaurusSite) => {
    for (const [target, source] of Object.entries(sources)) {
      await cp(source, path.join(docusaurusSite, target), { recursive: true });
    }
    await writeDocusaurusConfig(docusaurusSite, config, { includePages: false });
    await writeFile(
      path.join(docusaurusSite, 'package.json'),
      '{ "name": "kran-fidelity-docusaurus", "private": true }\n',
    );
  });
  return outDir;
}
