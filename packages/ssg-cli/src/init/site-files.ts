import { sitePackageJson, type KranVersions } from './site-package-json.js';
import type { SiteFile } from './template-files.js';

export interface SiteFilesOptions {
  templates: SiteFile[];
  /** The name of the site's folder; its package is named after it. */
  folderName: string;
  versions: KranVersions;
  /** The day the blog posts are dated. */
  today: Date;
}

/**
 * The files of a new site, made from a locale's templates: blog posts get the day's date in front of their
 * name, `gitignore` becomes `.gitignore` (npm leaves files of that name out of packages), and a package.json
 * is added.
 */
export function siteFiles(options: SiteFilesOptions): SiteFile[] {
  const day = localDate(options.today);
  const files = options.templates.map((file) => ({ ...file, path: sitePath(file.path, day) }));
  const packageJson = { path: 'package.json', text: sitePackageJson(options.folderName, options.versions) };
  return [...files, packageJson].sort((a, b) => (a.path < b.path ? -1 : 1));
}

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
