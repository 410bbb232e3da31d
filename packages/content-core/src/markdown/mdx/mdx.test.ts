import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../manifest/build-manifest.js';
import { ContentCache } from '../../cache/cache.js';
import { temporarySite } from '../../../test/bad-input/sites.js';
import { buildFixture, fixtureConfig, routeOf } from '../../../test/fixture-site.js';

const config = { blogs: [] };
const pageHtml = async (routePath: string) =>
  toHtml(routeOf(await buildFixture('mdx-content', config), 'doc', routePath).content);

function propsOf(html: string, component: string): unknown {
  const match = new RegExp(`data-kran-component="${component}" data-kran-props="([^"]*)"`).exec(html);
  return match && JSON.parse(match[1]!.replaceAll('&#x22;', '"'));
}

describe('MDX content', () => {
  it('builds .mdx and .md files as pages, but no page from a partial whose name starts with _', async () => {
    const manifest = await buildFixture('mdx-content', config);
    expect(manifest.routes.map((route) => route.path)).toEqual([
      '/docs/erste-schritte',
      '/docs/installation',
      '/docs/ohne-mdx',
    ]);
  });

  it('shows no import or export as text', async () => {
    const html = await pageHtml('/docs/installation');
    expect(html).not.toMatch(/import|export|@theme/);
  });

  it('turns Tabs into a theme component with one panel per TabItem', async () => {
    const html = await pageHtml('/docs/installation');
    expect(propsOf(html, 'Tabs')).toEqual({
      tabs: [
        { value: 'linux', label: 'Linux' },
        { value: 'mac', label: 'macOS' },
      ],
      defaultValue: 'linux',
      groupId: 'os',
      queryString: true,
    });
    expect(html).toContain(
      '<div><p>Unter Linux mit dem Paketmanager: <code>sudo dnf -y install podman</code>.</p></div>' +
        '<div>Mit Homebrew: <code>brew install podman</code>.</div></kran-component>',
    );
  });

  it("gives TOCInline the page's headings between its levels", async () => {
    expect(propsOf(await pageHtml('/docs/installation'), 'TOCInline')).toEqual({
      toc: [
        { id: 'podman-52-installieren', text: 'Podman 5.2 installieren', level: 2 },
        { id: 'voraussetzungen', text: 'Voraussetzungen', level: 3 },
      ],
    });
  });

  it('renders partials in place, and the partials they import', async () => {
    expect(await pageHtml('/docs/installation')).toContain(
      '<h3 id="voraussetzungen">Voraussetzungen</h3>\n<p>Podman braucht einen Linux-Kernel ab Version 5.</p>\n' +
        '<p>Unter macOS und Windows startet podman machine eine virtuelle Maschine.</p>',
    );
  });

  it('evaluates exported values in text and headings', async () => {
    expect(await pageHtml('/docs/installation')).toContain(
      '<h2 id="podman-52-installieren">Podman 5.2 installieren</h2>',
    );
  });

  it('writes Details, Admonition, CodeBlock, Link and useBaseUrl as the markdown the theme renders', async () => {
    const html = await pageHtml('/docs/installation');
    expect(html).toContain('<details><summary>Warum ohne Daemon?</summary>Podman startet Container');
    expect(html).toContain('<aside data-admonition="tip" data-title="Tipp">Prüfen Sie die Version');
    expect(html).toContain('<pre data-language="bash" data-title="version.sh"><code class="language-bash">');
    expect(html).toContain("'{{.Client.Version}}'");
    expect(html).toContain('<a href="/docs/">Einführung</a>');
    expect(html).toContain('<img src="/img/logo.svg" alt="Logo">');
  });

  it('renders a CodeBlock written on one line as a code block, as Docusaurus does', async () => {
    const site = temporarySite({
      'docs/seite.mdx':
        'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="bash">podman ps -a</CodeBlock>\n',
    });
    const manifest = await buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, ...config } });
    const html = toHtml(routeOf(manifest, 'doc', '/docs/seite').content);
    expect(html).toMatch(/^<pre data-language="bash"><code class="language-bash">.*podman.*<\/code><\/pre>$/s);
    expect(html).not.toContain('<p>');
    site.remove();
  });

  it("puts the <meta> and <link> of MDX's <head> into the route's head tags, as Docusaurus does, not into the content", async () => {
    const site = temporarySite({
      'docs/seite.mdx': [
        '<head>',
        '  <meta name="robots" content="noindex" />',
        '  <link rel="alternate" href="https://example.org/alt" />',
        '  <title>Nur intern</title>',
        '</head>',
        '',
        'Text.',
        '',
      ].join('\n'),
      'docs/einzeilig.md': '<head><meta name="keywords" content="podman" /></head>\n\nMehr Text.\n',
    });
    const manifest = await buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, ...config } });
    const page = routeOf(manifest, 'doc', '/docs/seite');
    expect(page.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'robots', content: 'noindex' } },
      { tagName: 'link', attributes: { rel: 'alternate', href: 'https://example.org/alt' } },
      { tagName: 'title', text: 'Nur intern' },
    ]);
    expect(toHtml(page.content)).toBe('<p>Text.</p>');
    const oneLine = routeOf(manifest, 'doc', '/docs/einzeilig');
    expect(oneLine.headTags).toEqual([{ tagName: 'meta', attributes: { name: 'keywords', content: 'podman' } }]);
    expect(toHtml(oneLine.content)).toBe('<p>Mehr Text.</p>');
    site.remove();
  });

  it('reports what cannot go into the head at its line and column', async () => {
    const site = temporarySite({
      'docs/seite.mdx': 'Text.\n\n<head>\n  <script src="/x.js" />\n</head>\n',
      'docs/titel.mdx': 'Text.\n\n<head>\n  <title>Mit <b>fett</b></title>\n</head>\n',
    });
    await expect(
      buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, ...config } }),
    ).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          message: expect.stringContaining("`<script>` cannot go into the page's head"),
          location: { file: 'docs/seite.mdx', line: 4, column: 3 },
        }),
        expect.objectContaining({
          message: expect.stringContaining('The `<title>` in `<head>` needs plain text.'),
          location: { file: 'docs/titel.mdx', line: 4, column: 3 },
        }),
      ],
    });
    site.remove();
  });

  it('reads MDX in .md files, as Docusaurus 2 does', async () => {
    const html = await pageHtml('/docs/erste-schritte');
    expect(propsOf(html, 'Tabs')).toEqual({
      tabs: [
        { value: 'root', label: 'Als root' },
        { value: 'rootless', label: 'Ohne root' },
      ],
      defaultValue: 'root',
    });
  });

  it('keeps markdown files without MDX on the markdown parser: <br>, comments and braces as before', async () => {
    const html = await pageHtml('/docs/ohne-mdx');
    expect(html).toContain('<p>Zeile eins<br>Zeile zwei </p>');
    expect(html).toContain('etwa in {name}.</p>');
  });

  it('keeps the heading a partial starts with, and reads a partial without MDX as markdown', async () => {
    const site = temporarySite({
      'docs/seite.mdx': "import Teil from './_teil.md';\n\n# Seite\n\n<Teil />\n",
      'docs/_teil.md': '# Teil\n\nMit {Klammern}<br>\n',
    });
    const manifest = await buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, ...config } });
    expect(toHtml(routeOf(manifest, 'doc', '/docs/seite').content)).toBe('<h1>Teil</h1>\n<p>Mit {Klammern}<br></p>');
    site.remove();
  });

  it("resolves a partial's relative links against the partial's folder, and reports its broken ones there", async () => {
    const site = temporarySite({
      'docs/seite.mdx': "import Teil from './teile/_teil.md';\n\n<Teil />\n",
      'docs/teile/_teil.md': 'Siehe [die andere Seite](../andere.md) und ![Plan](./plan.txt).\n\n[Fehlt](./fehlt.md)\n',
      'docs/teile/plan.txt': 'Plan',
      'docs/andere.md': '# Andere\n',
    });
    const manifest = await buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, ...config } });
    expect(toHtml(routeOf(manifest, 'doc', '/docs/seite').content)).toMatch(
      /^<p>Siehe <a href="\/docs\/andere">die andere Seite<\/a> und <img src="\/assets\/images\/plan-[\w-]+\.txt" alt="Plan">/,
    );
    expect(manifest.warnings.map((warning) => [warning.location, warning.message])).toEqual([
      [
        { file: 'docs/teile/_teil.md', line: 3, column: 1, shownBy: ['docs/seite.mdx'] },
        'The link "./fehlt.md" points at docs/teile/fehlt.md, which is not a page of this site.',
      ],
    ]);
    site.remove();
  });

  // `../docs` is the usual layout of a repository with `docs/` beside `website/`.
  it.each(['docs', '../docs'])(
    'renders a page again when a partial it shows changes (docs in %s)',
    async (docsPath) => {
      const docsFolder = path.posix.join('website', docsPath);
      const repository = temporarySite({
        [`${docsFolder}/seite.mdx`]: "import Teil from './_teil.md';\n\n# Seite\n\n<Teil />\n",
        [`${docsFolder}/_teil.md`]: 'Erste Fassung.\n',
      });
      const siteDir = path.join(repository.siteDir, 'website');
      const docs = [{ id: 'default', path: docsPath, routeBasePath: 'docs' }];
      const cache = new ContentCache();
      const build = async () => {
        const manifest = await buildManifest({ siteDir, config: { ...fixtureConfig, ...config, docs }, cache });
        return toHtml(routeOf(manifest, 'doc', '/docs/seite').content);
      };
      expect(await build()).toBe('<p>Erste Fassung.</p>');
      writeFileSync(path.join(repository.siteDir, docsFolder, '_teil.md'), 'Zweite Fassung, länger.\n');
      expect(await build()).toBe('<p>Zweite Fassung, länger.</p>');
      repository.remove();
    },
  );

  describe("a site's own components", () => {
    const componentsHtml = async () =>
      toHtml(routeOf(await buildFixture('mdx-site-components', config), 'doc', '/docs/farben').content);

    it('become elements naming their file, export and props, with their children inside', async () => {
      expect(await componentsHtml()).toContain(
        '<p>Podman ist <kran-component data-kran-component="Site" data-kran-export="default" ' +
          'data-kran-props="{&#x22;color&#x22;:&#x22;#2e8555&#x22;}" data-kran-module="src/components/Highlight.jsx">' +
          'daemonlos</kran-component>.</p>',
      );
    });

    it('resolve named exports and index files', async () => {
      expect(await componentsHtml()).toContain(
        '<kran-component data-kran-component="Site" data-kran-export="Badge" ' +
          'data-kran-props="{&#x22;label&#x22;:&#x22;Neu&#x22;}" data-kran-module="src/components/index.ts">',
      );
    });

    it("resolve relative imports in a partial against the partial's folder", async () => {
      const manifest = await buildFixture('mdx-site-components', config);
      expect(toHtml(routeOf(manifest, 'doc', '/docs/farben').content)).toContain(
        'data-kran-module="src/components/Highlight.jsx">Farbe</kran-component>',
      );
      expect(manifest.siteComponents).toEqual(['src/components/Highlight.jsx', 'src/components/index.ts']);
    });
  });
});
