import type { ConfigSource } from '../config/config-source.js';
import type { Problems } from '../errors/problems.js';
import type { DocsVersionOptions } from '../config/config.js';
import { availableVersionNames } from './resolve-versions.js';
import { versionFilesOf } from './version-files.js';

/**
 * Reports version names in the config that a docs instance does not have (`lastVersion`, `onlyIncludeVersions`,
 * the keys of `versions`) and a docs instance left without any version, as Docusaurus refuses them. True when the
 * versions can be resolved.
 */
export function checkVersionOptions(
  docsId: string,
  options: DocsVersionOptions,
  context: { listed: readonly string[]; source: ConfigSource; problems: Problems },
): boolean {
  const { source, problems } = context;
  const errorCount = problems.errors.length;
  const available = availableVersionNames(context.listed, options);
  const { versionsFile } = versionFilesOf(docsId);
  const availableHint = `The versions of the docs "${docsId}" are: ${available.join(', ') || '(none)'}.`;
  if (available.length === 0) {
    problems.error(
      `The docs "${docsId}" have no version to build: includeCurrentVersion is false and ${versionsFile} lists none.`,
      source.locateKey('includeCurrentVersion'),
      `Remove \`includeCurrentVersion: false\`, or list the versions in ${versionsFile}, e.g. \`["1.0.0"]\`.`,
    );
    return false;
  }
  const { lastVersion, onlyIncludeVersions, versions } = options;
  if (lastVersion !== undefined && !available.includes(lastVersion)) {
    problems.error(
      `lastVersion of the docs "${docsId}" is ${JSON.stringify(lastVersion)}, which is not one of their versions.`,
      source.locateValue(String(lastVersion), { key: 'lastVersion' }),
      `${availableHint} Set lastVersion to one of them.`,
    );
  }
  for (const name of Object.keys(versions ?? {}).filter((key) => !available.includes(key))) {
    problems.error(
      `The docs "${docsId}" have settings for the version "${name}", which is not one of their versions.`,
      source.locateKey(name, { after: 'versions' }),
      `${availableHint} Rename the key, or add the version to ${versionsFile}.`,
    );
  }
  if (onlyIncludeVersions !== undefined) checkIncluded(docsId, options, { ...context, available, availableHint });
  return problems.errors.length === errorCount;
}

function checkIncluded(
  docsId: string,
  { onlyIncludeVersions, lastVersion }: DocsVersionOptions,
  context: { source: ConfigSource; problems: Problems; available: string[]; availableHint: string },
): void {
  const { source, problems, available, availableHint } = context;
  const at = source.locateKey('onlyIncludeVersions');
  if (!Array.isArray(onlyIncludeVersions) || onlyIncludeVersions.length === 0) {
    problems.error(
      `onlyIncludeVersions of the docs "${docsId}" is not a list of at least one version name.`,
      at,
      `${availableHint} List those to build, e.g. \`onlyIncludeVersions: ['${available[0]}']\`.`,
    );
    return;
  }
  for (const name of onlyIncludeVersions.filter((entry) => !available.includes(entry))) {
    problems.error(
      `onlyIncludeVersions of the docs "${docsId}" names the version ${JSON.stringify(name)}, which they do not have.`,
      source.locateValue(String(name), { after: 'onlyIncludeVersions' }),
      `${availableHint} Remove it from the list, or add it to ${versionFilesOf(docsId).versionsFile}.`,
    );
  }
  if (lastVersion !== undefined && available.includes(lastVersion) && !onlyIncludeVersions.includes(lastVersion)) {
    problems.error(
      `lastVersion of the docs "${docsId}" is "${lastVersion}", which onlyIncludeVersions leaves out.`,
      source.locateValue(lastVersion, { key: 'lastVersion' }),
      `Add "${lastVersion}" to onlyIncludeVersions, or choose another lastVersion.`,
    );
  }
}
