import type { SiteMetadata } from '@kran/content-core';
import { DATA_ID, ROOT_ID, type PageData, type RuntimeSettings } from '@kran/runtime';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageLinksOf, type PageLinks } from './check-links.js';
import { htmlDocument } from './html-document.js';
import { renderRoute } from './render-route.js';

/** One page to render: its data as JSON (cheap to pass to a worker) and where its files go. */
export interface RenderJob {
  dataJson: string;
  dataFile: string;
  htmlFile: string;
  source?: string;
  description: string;
  type: 'website' | 'article';
  /** schema.org objects about the page. */
  structuredData?: object[];
  article?: { publishedTime: string; tags: string[] };
  /** The route's kind, which names its layout chunk. */
  layoutKind: string;
  /** The not-found page is not part of the link check. */
  isCheckedForLinks: boolean;
}

/** What every page of a build shares. */
export interface RenderContext {
  site: SiteMetadata;
  settings: RuntimeSettings;
  scripts: string[];
  /** Chunks the entry imports, fetched in parallel with it. */
  modulePreloads: string[];
  /** The chunks of each route kind's layout, preloaded on pages of that kind. */
  layoutPreloads: Record<string, string[]>;
  stylesheets: string[];
  feeds: { type: string; title: string; href: string }[];
  outDir: string;
}

/** Renders one page, writes its HTML and data file, and returns its links for the link check. */
export function renderJob(job: RenderJob, context: RenderContext): PageLinks | undefined {
  const data = JSON.parse(job.dataJson) as PageData;
  const html = htmlDocument({
    site: context.site,
    path: data.path,
    title: data.title,
    description: job.description,
    body: renderRoute(data, context.site, job.source),
    embeddedData: `{"page":${job.dataJson},"settings":${JSON.stringify(context.settings)}}`,
    scripts: context.scripts,
    modulePreloads: [...context.modulePreloads, ...(context.layoutPreloads[job.layoutKind] ?? [])],
    stylesheets: context.stylesheets,
    rootId: ROOT_ID,
    dataId: DATA_ID,
    type: job.type,
    feeds: context.feeds,
    ...(job.structuredData ? { structuredData: job.structuredData } : {}),
    ...(job.article ? { article: job.article } : {}),
  });
  writeOutput(context.outDir, job.htmlFile, html);
  writeOutput(context.outDir, job.dataFile, job.dataJson);
  return job.isCheckedForLinks ? pageLinksOf(data.path, html) : undefined;
}

function writeOutput(outDir: string, file: string, contents: string): void {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
}
