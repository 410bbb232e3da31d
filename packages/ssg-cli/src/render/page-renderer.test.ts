import { buildManifest, type RouteManifest } from '@kran/content-core';
import { theme as defaultTheme } from '@kran/theme/definition';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newBuildContext, type ThemedBuildContext } from '../build-context.js';
import { FileWriter } from '../output/file-writer.js';
import { loadSiteTheme } from '../theme/site-theme.js';
import { PageRenderer } from './page-renderer.js';
import { pageTasksOf } from './page-tasks.js';
import type { RenderFrame, RenderSetup } from './render-job.js';
import { textOfUtf8 } from './utf8-text.js';

const siteDir = path.resolve(import.meta.dirname, '../../test/fixtures/versioned-docs');

async function siteOf(): Promise<{ manifest: RouteManifest; setup: RenderSetup; context: ThemedBuildContext }> {
  const config = {
    title: 'Beispiel',
    url: 'https://example.org',
    pages: false as const,
    docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebars: { handbuch: ['index'] } }],
  };
  const manifest = await buildManifest({ siteDir, config });
  const { theme, context } = await loadSiteTheme(newBuildContext(defaultTheme), {
    siteDir,
    site: manifest.site,
    config,
  });
  const setup: RenderSetup = {
    site: manifest.site,
    outDir: mkdtempSync(path.join(tmpdir(), 'kran-pages-')),
    reactPageModules: {},
    siteComponentModules: {},
    theme,
  };
  return { manifest, setup, context };
}

function frameOf(setup: RenderSetup): RenderFrame {
  const settings = { baseUrl: '/', routeMapUrl: '/_kran/route-map.json', sharedProps: { site: setup.theme.shell } };
  return { settings, scripts: ['/assets/main.js'], stylesheets: [], feeds: [] };
}

describe('PageRenderer', () => {
  it("makes a page's data with its content as it renders the page, and its HTML from memory, naming where its markup holds the content", async () => {
    const { manifest, setup, context } = await siteOf();
    const renderer = new PageRenderer(setup, context, new FileWriter(), true);
    const { toMake } = pageTasksOf(manifest, context, {});
    const doc = toMake.find((task) => task.job.path === '/docs')!;
    const made = renderer.make(doc);
    const dataJson = textOfUtf8(made.dataJson!);
    expect(JSON.parse(dataJson)).toMatchObject({ path: '/docs' });
    // Only the HTML: a page's data goes into no file of its own.
    expect(readdirSync(setup.outDir)).toEqual([]);
    const {
      links: [links],
    } = renderer.finish(frameOf(setup), ['/docs']);
    const html = readFileSync(path.join(setup.outDir, doc.job.htmlFile), 'utf8');
    const embedded = /<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    const { page, ...rest } = JSON.parse(embedded) as { page: { props: { route: object } } };
    const { props, ...pageRest } = JSON.parse(dataJson) as { props: { route: { content: { html: string } } } };
    const { content } = props.route;
    expect(content).toEqual({ html: '<p>Die Dokumentation einer Version.</p>' });
    expect(rest).toEqual({
      contentSelectors: ['div[class="Markdown_module_root"]'],
      settings: frameOf(setup).settings,
    });
    // The first element the selector matches holds the content, which the HTML holds only there.
    expect(page).toEqual({ ...pageRest, props: { route: { ...props.route, content: { $html: [0, 0] } } } });
    expect(html.split(content.html)).toHaveLength(2);
    const opener = '<div class="Markdown_module_root">';
    expect(html.indexOf(opener) + opener.length).toBe(html.indexOf(content.html));
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/main.js"></script>');
    expect(links?.path).toBe('/docs');
    expect(() => renderer.finish(frameOf(setup), ['/docs'])).toThrow('The page /docs was not made in this thread.');
  });

  it('renders a page from the data an earlier build made of its route exactly as from the route', async () => {
    const { manifest, setup, context } = await siteOf();
    const { toMake } = pageTasksOf(manifest, context, {});
    const htmlOf = (renderSetup: RenderSetup, input: (typeof toMake)[number]['input']) => {
      const renderer = new PageRenderer(renderSetup, context, new FileWriter(), true);
      const task = toMake.find((candidate) => candidate.job.path === '/docs')!;
      const made = renderer.make({ ...task, input });
      renderer.finish(frameOf(renderSetup), ['/docs']);
      return { made, html: readFileSync(path.join(renderSetup.outDir, task.job.htmlFile), 'utf8') };
    };
    const fromRoute = htmlOf(setup, toMake.find((task) => task.job.path === '/docs')!.input);
    const again = { ...setup, outDir: mkdtempSync(path.join(tmpdir(), 'kran-pages-')) };
    const fromData = htmlOf(again, {
      dataJson: textOfUtf8(fromRoute.made.dataJson!),
      dataHash: fromRoute.made.dataHash,
    });
    expect(fromData.made.dataJson).toBeUndefined();
    expect(fromData.made.dataHash).toBe(fromRoute.made.dataHash);
    expect(fromData.html).toBe(fromRoute.html);
  });

  it('writes a page as soon as it is made once the frame is known, and keeps the HTML the last build wrote from the same data', async () => {
    const { manifest, setup, context } = await siteOf();
    const { toMake } = pageTasksOf(manifest, context, {});
    const doc = toMake.find((task) => task.job.path === '/docs')!;
    const first = new PageRenderer(setup, context, new FileWriter()).write(frameOf(setup), [doc], {});
    expect(first.finished).toMatchObject({ written: ['/docs'], kept: [] });
    expect(first.finished.links.map((links) => links.path)).toEqual(['/docs']);
    const htmlFile = path.join(setup.outDir, doc.job.htmlFile);

    const again = { ...setup, outDir: mkdtempSync(path.join(tmpdir(), 'kran-pages-')) };
    const files = new FileWriter({ fromDir: setup.outDir, toDir: again.outDir });
    const renderer = new PageRenderer(again, context, files);
    const [made] = first.made;
    const kept = renderer.write(frameOf(again), [doc], { '/docs': made!.dataHash });
    expect(kept.finished).toEqual({ written: [], kept: ['/docs'], links: [] });
    expect(statSync(path.join(again.outDir, doc.job.htmlFile)).ino).toBe(statSync(htmlFile).ino);

    const other = { ...setup, outDir: mkdtempSync(path.join(tmpdir(), 'kran-pages-')) };
    const changed = new PageRenderer(other, context, new FileWriter({ fromDir: setup.outDir, toDir: other.outDir }));
    changed.make(doc);
    expect(changed.finish(frameOf(other), ['/docs'], { '/docs': 'other data' })).toMatchObject({
      written: ['/docs'],
      kept: [],
    });
    expect(readFileSync(path.join(other.outDir, doc.job.htmlFile), 'utf8')).toBe(readFileSync(htmlFile, 'utf8'));
  });
});
