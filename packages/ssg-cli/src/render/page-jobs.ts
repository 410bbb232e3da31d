import type { Route, RouteManifest } from '@kran/content-core';
import { encodePageData, type PageData } from '@kran/runtime';
import type { PageProps, SiteShell } from '@kran/theme';
import path from 'node:path';
import { reactPageLayoutKey } from '../bundle/bundle-client.js';
import type { ThemedBuildContext } from '../build-context.js';
import type { FileWriter } from '../output/file-writer.js';
import { NOT_FOUND_FILE, NOT_FOUND_PATH, routeDataFile } from '../output/output-paths.js';
import type { KnownPageData } from './known-page-data.js';
import type { PageDataMemo } from './page-data-memo.js';
import type { RenderJob } from './render-job.js';
import { pageDataOf } from './render-route.js';
import { searchEngineFactsOf } from './search-engine-facts.js';
import { contentHash, htmlFileOf } from '../output/write-output.js';

export interface PageJobs {
  jobs: RenderJob[];
  /** Each route path's data file URL and layout kind, for client-side navigation and prefetching. */
  routeMap: Record<string, [dataUrl: string, layoutKind: string]>;
  /** The props every page has, left out of the data files. */
  sharedProps: Record<string, unknown>;
}

/**
 * Writes every page's data file (named by its content hash) into `outDir` and returns the pages as render
 * jobs: the manifest's routes, the not-found page and the search page.
 */
export function writePageData(
  manifest: RouteManifest,
  shell: SiteShell,
  outDir: string,
  files: FileWriter,
  context: ThemedBuildContext,
  known?: KnownPageData,
  memo?: { pageData: PageDataMemo; frame: string },
): PageJobs {
  const sharedProps = { site: shell };
  const routeMap: PageJobs['routeMap'] = {};
  const encode = (data: PageData<PageProps>) => {
    const dataJson = encodePageData(data, sharedProps);
    return { dataJson, dataFile: routeDataFile(contentHash(dataJson)) };
  };
  const write = ({ dataJson, dataFile }: { dataJson: string; dataFile: string }): string => {
    files.writeNamedByContent(path.join(outDir, dataFile), dataJson);
    return dataFile;
  };
  const describe = (
    routePath: string,
    dataFile: string,
    job: Omit<RenderJob, 'path' | 'dataFile' | 'htmlFile' | 'isCheckedForLinks'>,
  ): RenderJob => {
    const isNotFound = routePath === NOT_FOUND_PATH;
    return {
      ...job,
      path: routePath,
      dataFile,
      htmlFile: isNotFound ? NOT_FOUND_FILE : htmlFileOf(routePath),
      isCheckedForLinks: !isNotFound,
    };
  };
  const jobOf = (route: Route, dataFile: string): RenderJob =>
    describe(route.path, dataFile, {
      ...(route.source ? { source: route.source } : {}),
      description: route.description,
      type: route.kind === 'blogPost' || route.kind === 'doc' ? 'article' : 'website',
      ...searchEngineFactsOf(route, manifest),
      ...('headTags' in route && route.headTags ? { headTags: route.headTags } : {}),
      layoutKind: route.kind === 'reactPage' ? reactPageLayoutKey(route.source) : route.kind,
    });
  // A page's head shows the site's facts and feeds besides its route's.
  memo?.pageData.begin(JSON.stringify([memo.frame, manifest.site, manifest.feeds]));
  const dataOf = (route: Route) => encode(pageDataOf(route, shell, context));
  /**
   * The route's data file: the last build's when the route is the same (the same JSON in the build cache's known page
   * data), else rendered and written.
   */
  const dataFileOf = (route: Route): string => {
    if (!known) return write(dataOf(route));
    const digest = known.digestOf(route);
    const knownFile = known.dataFileOf(digest);
    const dataFile =
      knownFile && files.linkFromPrevious(path.join(outDir, knownFile)) ? knownFile : write(dataOf(route));
    known.remember(digest, dataFile);
    return dataFile;
  };
  /** The route's render job: in kran dev, the last build's with its data when the route is the same objects. */
  const pageJobOf = (route: Route): RenderJob => {
    if (!memo) return jobOf(route, dataFileOf(route));
    const page = memo.pageData.pageOf(route, () => {
      const data = dataOf(route);
      return { ...data, job: jobOf(route, data.dataFile) };
    });
    write(page);
    return page.job;
  };
  const jobs = manifest.routes.map(pageJobOf);
  for (const kind of ['notFound', 'search'] as const) {
    const data = pageDataOf(
      { kind, path: kind === 'notFound' ? NOT_FOUND_PATH : context.theme.searchPagePath },
      shell,
      context,
    );
    jobs.push(
      describe(data.path, write(encode(data)), {
        description: manifest.site.tagline,
        type: 'website',
        layoutKind: kind,
        indexing: kind === 'notFound' ? 'notFound' : 'noindex',
      }),
    );
  }
  memo?.pageData.end();
  for (const job of jobs) routeMap[job.path] = [`${manifest.site.baseUrl}${job.dataFile}`, job.layoutKind];
  return { jobs, routeMap, sharedProps };
}
