import type { DocsVersionOptions } from '../config/config.js';
import type { ResolvedDocsConfig } from '../config/resolve-config.js';
import { CURRENT_VERSION, versionFilesOf } from './version-files.js';

/**
 * Every version name of a docs instance, newest first: `current` (unless excluded or listed already), then those of
 * its versions file, as Docusaurus reads them.
 */
export function availableVersionNames(listed: readonly string[], options: DocsVersionOptions): string[] {
  const hasCurrent = options.includeCurrentVersion !== false && !listed.includes(CURRENT_VERSION);
  return hasCurrent ? [CURRENT_VERSION, ...listed] : [...listed];
}

/**
 * The versions a docs instance builds, each as docs settings of its own: its folder, sidebars, URL path, label,
 * banner and badge, with Docusaurus 2's defaults. The last version (the first listed one unless `lastVersion` says
 * otherwise) lives at the docs root, `current` at `next/`, the others at their name; newer versions than the last
 * are `unreleased`, older ones `unmaintained`. The options have been checked (checkVersionOptions).
 */
export function resolveDocsVersions(
  instance: ResolvedDocsConfig,
  options: DocsVersionOptions,
  context: { listed: readonly string[]; isFile(file: string): boolean },
): ResolvedDocsConfig[] {
  const available = availableVersionNames(context.listed, options);
  const names = options.onlyIncludeVersions
    ? available.filter((name) => options.onlyIncludeVersions!.includes(name))
    : available;
  const lastName =
    options.lastVersion ?? (names.length === 1 ? names[0] : names.find((name) => name !== CURRENT_VERSION));
  const files = versionFilesOf(instance.id);
  return names.map((name) => {
    const settings = options.versions?.[name] ?? {};
    const isLast = name === lastName;
    const isCurrent = name === CURRENT_VERSION;
    const sidebarsFile = files.sidebarsFile(name);
    const defaultBanner = isLast
      ? 'none'
      : names.indexOf(name) < names.indexOf(lastName!)
        ? 'unreleased'
        : 'unmaintained';
    return {
      ...instance,
      // A versioned sidebars file that does not exist means no sidebars, as in Docusaurus.
      ...(isCurrent
        ? {}
        : {
            path: files.docsFolder(name),
            sidebars: undefined,
            sidebarPath: context.isFile(sidebarsFile) && sidebarsFile,
          }),
      version: {
        name,
        // The current version's label is the site's word for it (resolveConfig); the others' are their names.
        label: settings.label ?? (isCurrent ? instance.version.label : name),
        isLatest: isLast,
        banner: settings.banner ?? defaultBanner,
        badge: settings.badge ?? names.length > 1,
      },
      versionPath: settings.path ?? (isLast ? '' : isCurrent ? 'next' : name),
    };
  });
}
