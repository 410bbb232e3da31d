import path from 'node:path';
import type { DocsEditUrlParams } from '../config/edit-url.js';
import type { DocsVersionEntry } from '../docs-versions/load-docs-versions.js';
import type { Problems } from '../errors/problems.js';
import type { LoadedDoc } from '../loading/docs-loader.js';
import type { CheckedSite } from './check-site-config.js';
import { editUrlCallers } from './edit-url-callers.js';

/**
 * The edit link of a doc of each docs version (by version index) from its instance's editUrl function, called with
 * Docusaurus's arguments; undefined for versions whose instance gives editUrl as a string or not at all.
 */
export function docsEditUrls(
  site: Pick<CheckedSite, 'config' | 'configSource' | 'resolved'>,
  versions: readonly DocsVersionEntry[],
  problems: Problems,
): ((doc: LoadedDoc, versionIndex: number) => string | undefined) | undefined {
  const callers = editUrlCallers<DocsEditUrlParams>(site.config.docs ?? [], 'docs', { site, problems });
  if (!callers) return undefined;
  const locale = site.resolved.site.locale.code;
  return (doc, versionIndex) => {
    const { docs, instanceIndex } = versions[versionIndex]!;
    const params = {
      version: docs.version.name,
      versionDocsDirPath: path.posix.normalize(docs.path).replace(/\/+$/, ''),
      docPath: doc.relativePath,
      permalink: doc.permalink,
      locale,
    };
    return callers[instanceIndex]?.(params, doc.file);
  };
}
