import { installCommand, runCommand, type PackageManager } from './package-managers.js';

export interface InitReportOptions {
  dir: string;
  locale: string;
  packageManager: PackageManager;
  files: string[];
}

/** What `kran init` prints after writing a site: the files, and the commands that install, build and serve it. */
export function initReport(options: InitReportOptions): string {
  const run = (script: string) => runCommand(options.packageManager, script);
  const cd = isCurrentFolder(options.dir) ? [] : [`cd ${shellWord(options.dir)}`];
  const steps = [...cd, installCommand(options.packageManager), run('build'), run('start')];
  return [
    `Wrote a new Kran site (locale ${options.locale}) into ${options.dir}:`,
    ...options.files.map((file) => `  ${file}`),
    '',
    'Next steps:',
    ...steps.map((step) => `  ${step}`),
    '',
    `${run('start')} serves the built site at http://127.0.0.1:3000; ${run('dev')} also rebuilds it whenever a file changes,`,
    `${run('typecheck')} checks site.config.ts and your components. README.md says more.`,
  ].join('\n');
}

function isCurrentFolder(dir: string): boolean {
  return /^\.[\\/]*$/.test(dir);
}

/** The folder as one word for a POSIX shell: quoted when it holds spaces or other special characters. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
