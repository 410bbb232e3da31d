/** What a preset, plugin or theme entry of docusaurus.config.js names. */
export type ModuleKind = 'preset' | 'plugin' | 'theme';

/**
 * Whether a Docusaurus module name (`'classic'`, `'content-docs'`, `'sass'`, a full package name or the path
 * `require.resolve` gives) is the package `packageName`, as Docusaurus resolves short names.
 */
export function namesPackage(name: string, packageName: string, kind: ModuleKind): boolean {
  const full = name.includes('node_modules') ? packageOfPath(name) : name;
  if (full === packageName) return true;
  const scoped = /^(@[^/]+)\/(.+)$/.exec(full);
  if (scoped) return `${scoped[1]}/docusaurus-${kind}-${scoped[2]}` === packageName;
  return [`@docusaurus/${kind}-${full}`, `docusaurus-${kind}-${full}`].includes(packageName);
}

/** The package a file in `node_modules` belongs to. */
function packageOfPath(file: string): string {
  const [first = '', second = ''] = file
    .slice(file.lastIndexOf('node_modules') + 'node_modules/'.length)
    .split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** A module entry's name and options: `'x'`, `['x', options]`, or a function (a plugin written in the config). */
export function moduleEntry(entry: unknown): { name?: string; options: unknown; isFunction: boolean } | undefined {
  const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (head === false || head === null || head === undefined) return undefined;
  if (typeof head === 'function') return { options, isFunction: true };
  return { name: String(head), options, isFunction: false };
}
