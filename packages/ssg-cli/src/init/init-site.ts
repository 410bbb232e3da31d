import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkTargetDir } from './check-target-dir.js';
import type { InitLocale } from './init-locales.js';
import { readKranVersions } from './kran-versions.js';
import type { PackageManager } from './package-managers.js';
import { siteFiles } from './site-files.js';
import { readTemplateFiles } from './template-files.js';

export interface InitSiteOptions {
  /** The folder to write into, as the user wrote it; it must not exist yet or be empty. */
  dir: string;
  locale: InitLocale;
  /** The package manager whose commands the README and the docs show. */
  packageManager: PackageManager;
  /** The day the blog post is dated; today by default. */
  today?: Date;
}

/** Writes a new site into a folder; returns the paths of the files written, relative to it. */
export async function initSite(options: InitSiteOptions): Promise<string[]> {
  await checkTargetDir(options.dir);
  const target = path.resolve(options.dir);
  const files = siteFiles({
    templates: await readTemplateFiles(options.locale),
    folderName: path.basename(target),
    versions: readKranVersions(),
    today: options.today ?? new Date(),
    packageManager: options.packageManager,
  });
  for (const file of files) {
    const destination = path.join(target, ...file.path.split('/'));
    await mkdir(path.dirname(destination), { recursive: true });
    // `wx`: a file that appeared since the check is left alone, and the write fails.
    await writeFile(destination, file.text, { flag: 'wx' });
  }
  return files.map((file) => file.path);
}
