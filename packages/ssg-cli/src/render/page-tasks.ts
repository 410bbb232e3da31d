import type { Route, RouteManifest } from '@kran/content-core';
import { reactPageLayoutKey } from '../bundle/bundle-client.js';
import type { ThemedBuildContext } from '../build-context.js';
import { NOT_FOUND_FILE, NOT_FOUND_PATH } from '../output/output-paths.js';
import { htmlFileOf } from '../output/write-output.js';
import type { KnownPageData } from './known-page-data.js';
import type { PageDataMemo } from './page-data-memo.js';
import type { MadePage, PageInput, PageJob, PageTask, RenderJob } from './render-job.js';
import type { RouteMap } from './route-map-parts.js';
import { searchEngineFactsOf } from './search-engine-facts.js';
import { textOfUtf8 } from './utf8-text.js';

/** The kinds of the pages every site has besides its routes: the not-found page and the search page. */
export const THEME_PAGE_KINDS = ['notFound', 'search'] as const;

/**
 * A page whose data was taken over from the last build: its job knows the data's hash, and its input (the data's
 * JSON) is made only for a page that is rendered again.
 */
export interface TakenOverTask {
  job: RenderJob;
  input(): Extract<PageInput, { dataJson: string }>;
}

/** Every page of a build: those whose content is rendered anew, and those whose data is taken over. */
export interface PageTasks {
  /** The pages to make from their route, in the order of the routes; the not-found and search pages last. */
  toMake: PageTask[];
  /** Every page in the order of the routes, the not-found and search pages last; the data hash is not yet known. */
  pages: PageJob[];
  /**
   * The pages whose data was taken over from the last build, by path, their jobs with the data's hash: rendered
   * only when their HTML changed.
   */
  takenOver: Map<string, TakenOverTask>;
  /** Each route path's layout kind, for client-side navigation and prefetching. */
  routeMap: RouteMap;
  /** Every page's job, in the order of `pages`, once the made pages' data is known. */
  jobsOf(made: MadePage[]): RenderJob[];
}

export interface PageDataReuse {
  /** The data of the last build's routes, from the build cache. */
  known?: KnownPageData;
  /** The last build's route data (kran dev), taken over for the routes that did not change. */
  memo?: { pageData: PageDataMemo; frame: string };
}

/**
 * Every page of the manifest as a task for the render threads: the manifest's routes, the not-found page and the
 * search page. A route the last build had the same takes over its data, so that its content is not rendered again
 * unless its page's frame changed.
 */
export function pageTasksOf(
  manifest: RouteManifest,
  context: ThemedBuildContext,
  { known, memo }: PageDataReuse,
): PageTasks {
  const takenOver = new Map<string, TakenOverTask>();
  const toMake: PageTask[] = [];
  const ordered: { job: PageJob }[] = [];
  const digests = new Map<string, string>();
  const routes = new Map<string, Route>();
  // A page's head shows the site's facts and feeds besides its route's.
  memo?.pageData.begin(JSON.stringify([memo.frame, manifest.site, manifest.feeds]));
  const add = (task: PageTask) => {
    ordered.push(task);
    toMake.push(task);
  };
  const takeOver = (job: RenderJob, dataJsonOf: () => string) => {
    const task = { job, input: () => ({ dataJson: dataJsonOf(), dataHash: job.dataHash }) };
    ordered.push(task);
    takenOver.set(job.path, task);
  };
  for (const route of manifest.routes) {
    const remembered = memo?.pageData.knownPage(route);
    if (remembered) {
      memo!.pageData.remember(route, remembered);
      takeOver(remembered.job, () => textOfUtf8(remembered.dataJson));
      continue;
    }
    const job = jobOf(route, manifest);
    if (memo) routes.set(route.path, route);
    const digest = known?.digestOf(route);
    const knownData = digest === undefined ? undefined : known!.takeOver(digest);
    if (knownData) {
      takeOver({ ...job, dataHash: knownData.dataHash }, knownData.dataJsonOf);
      continue;
    }
    if (digest !== undefined) digests.set(route.path, digest);
    add({ job, input: { route } });
  }
  for (const kind of THEME_PAGE_KINDS) {
    const routePath = kind === 'notFound' ? NOT_FOUND_PATH : context.theme.searchPagePath;
    const job = describe(routePath, {
      description: manifest.site.tagline,
      type: 'website',
      layoutKind: kind,
      indexing: kind === 'notFound' ? 'notFound' : 'noindex',
    });
    add({ job, input: { route: { kind, path: routePath } } });
  }
  const routeMap: RouteMap = {};
  for (const { job } of ordered) routeMap[job.path] = job.layoutKind;
  return {
    toMake,
    pages: ordered.map((task) => task.job),
    takenOver,
    routeMap,
    jobsOf(made) {
      const madeAt = new Map(made.map((page) => [page.path, page]));
      const jobs = ordered.map(({ job }): RenderJob => {
        const taken = takenOver.get(job.path);
        if (taken) return taken.job;
        // kran dev's preview of edited pages makes only those.
        const page = madeAt.get(job.path);
        const digest = digests.get(job.path);
        if (digest) known!.remember(digest, page!.dataJson!, page!.dataHash);
        const route = routes.get(job.path);
        const rendered = { ...job, dataHash: page?.dataHash ?? '' };
        if (route) memo!.pageData.remember(route, { dataJson: page!.dataJson!, job: rendered });
        return rendered;
      });
      memo?.pageData.end();
      return jobs;
    },
  };
}

/** A route's page: its head's facts and its layout. */
function jobOf(route: Route, manifest: RouteManifest): PageJob {
  return describe(route.path, {
    ...(route.source ? { source: route.source } : {}),
    description: route.description,
    type: route.kind === 'blogPost' || route.kind === 'doc' ? 'article' : 'website',
    ...searchEngineFactsOf(route, manifest),
    ...('headTags' in route && route.headTags ? { headTags: route.headTags } : {}),
    ...(route.localeTwins ? { localeTwins: route.localeTwins } : {}),
    layoutKind: route.kind === 'reactPage' ? reactPageLayoutKey(route.source) : route.kind,
  });
}

function describe(routePath: string, job: Omit<PageJob, 'path' | 'htmlFile' | 'isCheckedForLinks'>): PageJob {
  const isNotFound = routePath === NOT_FOUND_PATH;
  return {
    ...job,
    path: routePath,
    htmlFile: isNotFound ? NOT_FOUND_FILE : htmlFileOf(routePath),
    isCheckedForLinks: !isNotFound,
  };
}
