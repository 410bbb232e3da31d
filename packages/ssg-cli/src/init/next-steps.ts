/** What `kran init` prints after writing a site: the files, and the commands that build and serve it. */
export function initReport(options: { dir: string; locale: string; files: string[] }): string {
  const cd = isCurrentFolder(options.dir) ? [] : [`cd ${shellWord(options.dir)}`];
  const steps = [...cd, 'pnpm install', 'pnpm build', 'pnpm start'];
  return [
    `Wrote a new Kran site (locale ${options.locale}) into ${options.dir}:`,
    ...options.files.map((file) => `  ${file}`),
    '',
    'Next steps:',
    ...steps.map((step) => `  ${step}`),
    '',
    'pnpm start serves the built site at http://127.0.0.1:3000; pnpm dev also rebuilds it whenever a file changes.',
  ].join('\n');
}

function isCurrentFolder(dir: string): boolean {
  return /^\.[\\/]*$/.test(dir);
}

/** The folder as one word for a POSIX shell: quoted when it holds spaces or other special characters. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
