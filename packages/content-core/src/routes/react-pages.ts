import type { SourceFile } from '../loading/collect-files.js';
import type { ReactPageRoute } from '../types.js';
import { pagePermalink } from '../loading/pages-loader.js';

/** A route for each React page module, found by its path like a markdown page, described by the site's tagline. */
export function reactPageRoutes(
  modules: readonly Omit<SourceFile, 'source'>[],
  site: { tagline: string },
): ReactPageRoute[] {
  return modules.map((module) => ({
    kind: 'reactPage',
    path: pagePermalink(module.relativePath),
    source: module.file,
    description: site.tagline,
  }));
}
