import { toHtml } from 'hast-util-to-html';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import npm2yarn2 from 'npm2yarn2';
import npm2yarn3 from 'npm2yarn3';
import { afterEach, describe, expect, it } from 'vitest';
import { temporarySite } from '../../../test/bad-input/sites.js';
import { fixtureConfig, routeOf } from '../../../test/fixture-site.js';
import { buildManifest } from '../../manifest/build-manifest.js';
import type { SiteConfig } from '../../config/config.js';
import type { MarkdownPlugin, MarkdownPluginsConfig } from './markdown-plugins.js';

const INSTALL = '```bash npm2yarn\nnpm install --save react-lite-youtube-embed\n```\n';

const files = {
  'docs/installieren.md': `# Installieren\n\nMit dem Paketmanager:\n\n${INSTALL}`,
  'docs/mit-teil.mdx': "import Teil from './_teil.mdx';\n\n# Mit Teil\n\n<Teil />\n",
  'docs/_teil.mdx': `Aus dem Teil:\n\n${INSTALL}`,
};

const sites: { remove: () => void }[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.remove()));

async function build(plugins: Pick<MarkdownPluginsConfig, 'remarkPlugins' | 'rehypePlugins'>) {
  const site = temporarySite(files);
  sites.push(site);
  const config: SiteConfig = {
    ...fixtureConfig,
    blogs: [],
    docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', ...plugins }],
  };
  return buildManifest({ siteDir: site.siteDir, config });
}

/** The props of the first Tabs component in a page's HTML, with each panel's code. */
function tabsOf(content: HastRoot): { props: { tabs: { label: string }[]; groupId?: string }; panels: string[] } {
  const html = toHtml(content);
  const props = /data-kran-component="Tabs" data-kran-props="([^"]*)"/.exec(html)?.[1] ?? '{}';
  const panels = [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
  return { props: JSON.parse(props.replaceAll('&#x22;', '"')) as never, panels };
}

/** The message and file of each content error a build stops with. */
async function errorsOf(build: Promise<unknown>): Promise<[string, string][]> {
  const errors = await build.then(
    () => [],
    (error: { errors: { message: string; location: { file: string } }[] }) => error.errors,
  );
  return errors.map((error) => [error.message, error.location.file]);
}

describe('MDX that remark plugins add', () => {
  it.each([
    ['2.x (MDX 1 nodes, synchronous)', npm2yarn2 as MarkdownPlugin, ['npm', 'Yarn', 'pnpm']],
    ['3.x (MDX nodes, asynchronous)', npm2yarn3 as MarkdownPlugin, ['npm', 'Yarn', 'pnpm', 'Bun']],
  ])(
    'turns an npm2yarn code block into tabs, in a page and in a partial: npm2yarn %s',
    async (_version, plugin, labels) => {
      const manifest = await build({ remarkPlugins: [[plugin as never, { sync: true }]] });
      for (const path of ['/docs/installieren', '/docs/mit-teil']) {
        const content = routeOf(manifest, 'doc', path).content;
        const html = toHtml(content);
        expect(html).not.toMatch(/import|TabItem|&#x3C;Tabs/);
        const { props, panels } = tabsOf(content);
        expect(props.tabs.map((tab) => tab.label)).toEqual(labels);
        expect(props.groupId).toBe('npm2yarn');
        expect(panels.slice(0, 3)).toEqual([
          'npm install --save react-lite-youtube-embed',
          'yarn add react-lite-youtube-embed',
          'pnpm add react-lite-youtube-embed',
        ]);
      }
      expect(manifest.warnings).toEqual([]);
    },
  );

  it("lowers a plugin's JSX with the imports the author wrote, and reports what it cannot render", async () => {
    function remarkAddsJsx() {
      return (tree: Root) => {
        tree.children.push(
          { type: 'jsx', value: '<Details summary="Mehr">' } as never,
          { type: 'paragraph', children: [{ type: 'text', value: 'Versteckt.' }] },
          { type: 'jsx', value: '</Details>' } as never,
          { type: 'jsx', value: '<Unbekannt />' } as never,
        );
      };
    }
    const site = temporarySite({ 'docs/seite.mdx': "import Details from '@theme/Details';\n\nText.\n" });
    sites.push(site);
    const config = {
      ...fixtureConfig,
      blogs: [],
      docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', remarkPlugins: [remarkAddsJsx] }],
    };
    expect(await errorsOf(buildManifest({ siteDir: site.siteDir, config }))).toEqual([
      ['`<Unbekannt>` is not imported, so Kran does not know which component it is.', 'docs/seite.mdx'],
    ]);
    function remarkAddsDetails() {
      return (tree: Root) => void tree.children.splice(-1);
    }
    const built = await buildManifest({
      siteDir: site.siteDir,
      config: { ...config, docs: [{ ...config.docs[0]!, remarkPlugins: [remarkAddsJsx, remarkAddsDetails] }] },
    });
    expect(toHtml(routeOf(built, 'doc', '/docs/seite').content)).toBe(
      '<p>Text.</p>\n<details><summary>Mehr</summary><p>Versteckt.</p></details>',
    );
  });

  it('waits for asynchronous remark and rehype plugins, also in partials, and reports what they throw', async () => {
    function remarkSlowly() {
      return async (tree: Root) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Spät.' }] });
      };
    }
    function rehypeSlowly() {
      return async (tree: HastRoot) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        tree.children.unshift({ type: 'element', tagName: 'hr', properties: {}, children: [] });
      };
    }
    const manifest = await build({ remarkPlugins: [remarkSlowly], rehypePlugins: [rehypeSlowly] });
    const html = toHtml(routeOf(manifest, 'doc', '/docs/mit-teil').content);
    expect(html.startsWith('<hr>')).toBe(true);
    // Once for the partial, once for the page that shows it.
    expect(html.match(/Spät\./g)).toHaveLength(2);
    function remarkFailsLater() {
      return async () => {
        throw new Error('Dienst nicht erreichbar');
      };
    }
    const message =
      'The markdown plugin "remarkFailsLater" (docs[0].remarkPlugins[0]) failed on this file: Dienst nicht erreichbar';
    expect(await errorsOf(build({ remarkPlugins: [remarkFailsLater] }))).toEqual([
      [message, 'docs/installieren.md'],
      [message, 'docs/mit-teil.mdx'],
      [message, 'docs/_teil.mdx'],
    ]);
  });
});
