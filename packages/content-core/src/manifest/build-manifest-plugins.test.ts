import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import path from 'node:path';
import rehypeKatex from 'rehype-katex';
import { describe, expect, it } from 'vitest';
import config from '../../test/fixtures/markdown-plugins/site.config.js';
import { buildManifest } from './build-manifest.js';
import { ContentCache } from '../cache/cache.js';
import type { SiteConfig } from '../config/config.js';
import { ContentErrors } from '../errors/errors.js';
import type { RouteManifest } from '../types.js';

const siteDir = path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'markdown-plugins');
const contentOf = (manifest: RouteManifest, routePath: string): Root => {
  const route = manifest.routes.find((candidate) => candidate.path === routePath);
  if (!route || !('content' in route)) throw new Error(`No content route at ${routePath}`);
  return route.content as Root;
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('The build did not fail.');
    },
    (error: unknown) => error as ContentErrors,
  );
const throwingPlugin = () =>
  function rehypeBreaks() {
    return () => {
      throw Object.assign(new Error('Nicht unterstützt.'), { place: { line: 5, column: 1 } });
    };
  };

describe('buildManifest with remark and rehype plugins', () => {
  it('renders math in posts and docs with remark-math and rehype-katex, as KaTeX markup and MathML', async () => {
    const manifest = await buildManifest({ siteDir, config });
    const post = toHtml(contentOf(manifest, '/blog/2024/03/14/euler'));
    const doc = toHtml(contentOf(manifest, '/docs'));
    for (const html of [post, doc]) {
      expect(html).toContain('<span class="katex">');
      expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
      expect(html).toContain('<span class="katex-display">');
      expect(html).not.toContain('$');
    }
    expect(doc).toContain('<annotation encoding="application/x-tex">a^2 + b^2 = c^2</annotation>');
  });

  it('reads the syntax the plugins add in MDX files too, beside JSX and expressions', async () => {
    const html = toHtml(contentOf(await buildManifest({ siteDir, config }), '/docs/mdx-formeln'));
    expect(html).toContain('Die Hypotenuse heißt <span class="katex">');
    expect(html).toContain('<annotation encoding="application/x-tex">c</annotation>');
    expect(html).toMatch(/<details><summary>Herleitung<\/summary>[\s\S]*<span class="katex-display">/);
    expect(html).toContain('<annotation encoding="application/x-tex">c = \\sqrt{a^2 + b^2}</annotation>');
    expect(html).not.toContain('$');
  });

  it('runs the rehype plugins on the summary of a truncated post too', async () => {
    const manifest = await buildManifest({ siteDir, config });
    const list = manifest.routes.find((route) => route.path === '/blog');
    const summary = list?.kind === 'blogList' ? toHtml(list.posts[0]!.content) : '';
    expect(summary).toContain('<span class="katex-display">');
    expect(summary).toContain('\\frac{\\pi^2}{6}');
    expect(summary).not.toContain('Beweis');
  });

  it("renders again when a plugin's options change, with the same cache", async () => {
    const cache = new ContentCache();
    const withOptions = (options: object): SiteConfig => ({
      ...config,
      docs: [{ ...config.docs[0]!, rehypePlugins: [[rehypeKatex, options]] }],
    });
    const both = await buildManifest({ siteDir, config: withOptions({ output: 'htmlAndMathml' }), cache });
    const mathml = await buildManifest({ siteDir, config: withOptions({ output: 'mathml' }), cache });
    expect(toHtml(contentOf(both, '/docs'))).toContain('katex-html');
    expect(toHtml(contentOf(mathml, '/docs'))).not.toContain('katex-html');
  });

  it('reports a plugin that throws with the file, the place it names and the plugin', async () => {
    const failing: SiteConfig = { ...config, docs: [{ ...config.docs[0]!, rehypePlugins: [throwingPlugin()] }] };
    const failure = await failureOf(buildManifest({ siteDir, config: failing }));
    expect(failure).toBeInstanceOf(ContentErrors);
    const errors = failure.errors.filter((error) => error.location.file === 'docs/index.md');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toEqual({ file: 'docs/index.md', line: 5, column: 1 });
    expect(errors[0]!.message).toBe(
      'The markdown plugin "rehypeBreaks" (docs[0].rehypePlugins[0]) failed on this file: Nicht unterstützt.',
    );
  });

  it('reports a list entry that is not a plugin at its key in the config, before reading any file', async () => {
    // A config written without types, as JavaScript.
    const wrong = {
      ...config,
      docs: [{ ...config.docs[0]!, remarkPlugins: ['remark-math'] }],
    } as unknown as SiteConfig;
    const failure = await failureOf(buildManifest({ siteDir, config: wrong }));
    expect(failure.errors.map((error) => [error.message, error.location])).toEqual([
      [
        'docs[0].remarkPlugins[0] is not a plugin: Kran takes a plugin function or [plugin, options].',
        { file: 'site.config.ts', line: 27, column: 7 },
      ],
    ]);
  });

  it("reports the config part's problems that need no content beside a list entry that is not a plugin", async () => {
    const wrong = { ...config, docs: [{ ...config.docs[0]!, remarkPlugins: [42] }] } as unknown as SiteConfig;
    const configPart = {
      keys: {},
      check: () => [{ message: 'Needs the docs.', at: { key: 'docs' }, hint: 'Never reached.' }],
      checkWithoutContent: () => [{ message: 'The stylesheet is missing.', at: { key: 'title' }, hint: 'Add it.' }],
    };
    const failure = await failureOf(buildManifest({ siteDir, config: wrong, configPart }));
    expect(failure.errors.map((error) => error.message)).toEqual([
      'The stylesheet is missing.',
      'docs[0].remarkPlugins[0] is not a plugin: Kran takes a plugin function or [plugin, options].',
    ]);
  });
});
