import type { PackageManager } from './package-managers.js';
import { sitePackageJson, type KranVersions } from './site-package-json.js';
import { fillCommands } from './template-commands.js';
import type { SiteFile } from './template-files.js';

export interface SiteFilesOptions {
  templates: SiteFile[];
  /** The name of the site's folder; its package is named after it. */
  folderName: string;
  versions: KranVersions;
  /** The day the blog posts are dated. */
  today: Date;
  /** The package manager whose commands the README and the docs show. */
  packageManager: PackageManager;
}

/**
 * The files of a new site, made from a locale's templates: their commands are written for the package manager,
 * blog posts get the day's date in front of their name, `gitignore` becomes `.gitignore` (npm leaves files of that
 * name out of packages), and a package.json is added, for Yarn also a `.yarnrc.yml`.
 */
export function siteFiles(options: SiteFilesOptions): SiteFile[] {
  const day = localDate(options.today);
  const files = options.templates.map((file) => ({
    path: sitePath(file.path, day),
    text: fillCommands(file.text, options.packageManager),
  }));
  const packageJson = { path: 'package.json', text: sitePackageJson(options.folderName, options.versions) };
  const yarnrc = options.packageManager === 'yarn' ? [YARNRC] : [];
  return [...files, packageJson, ...yarnrc].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Yarn 2 and newer install without node_modules by default; Kran bundles the site from node_modules. */
const YARNRC: SiteFile = { path: '.yarnrc.yml', text: 'nodeLinker: node-modules\n' };

function sitePath(templatePath: string, day: string): string {
  if (templatePath === 'gitignore') return '.gitignore';
  const post = /^blog\/([^/]+\.md)$/.exec(templatePath);
  return post ? `blog/${day}-${post[1]}` : templatePath;
}

/** `YYYY-MM-DD` of the day in the local time zone, the day the author sees on their calendar. */
function localDate(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
