import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture } from './fixture-site.js';

// The MDX fixture of content-core: a page with Tabs, TOCInline, Details, a partial and exported values.
const mdxDocs = path.resolve(import.meta.dirname, '../../content-core/test/fixtures/mdx-content/docs');

function siteWithMdx(): string {
  const site = copyFixture('mdx');
  cpSync(mdxDocs, path.join(site, 'docs/mdx'), { recursive: true });
  return site;
}

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;

describe('kran build: MDX', () => {
  const site = siteWithMdx();
  const result = build(site);
  const html = () => readFileSync(path.join(site, 'build/docs/mdx/installation/index.html'), 'utf8');

  it('builds the MDX pages and no page for partials', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(() => readFileSync(path.join(site, 'build/docs/mdx/_requirements/index.html'))).toThrow();
  });

  it('prerenders tabs as an accessible tab list with every panel in the HTML', () => {
    const content = main(html());
    expect(content).toMatch(/<div role="tablist" aria-orientation="horizontal"[^>]*>/);
    expect(content).toMatch(/<button type="button" role="tab"[^>]*aria-selected="true"[^>]*>Linux<\/button>/);
    expect(content).toMatch(/<button type="button" role="tab"[^>]*aria-selected="false"[^>]*>macOS<\/button>/);
    expect(content).toContain('sudo dnf -y install podman');
    expect(content).toMatch(
      /<div role="tabpanel"[^>]*hidden=""[^>]*><div>Mit Homebrew: <code>brew install podman<\/code>/,
    );
  });

  it('renders the partials, the inline TOC and the exported values, and no import as text', () => {
    const content = main(html());
    expect(content).toContain('<p>Podman braucht einen Linux-Kernel ab Version 5.</p>');
    expect(content).toContain('Unter macOS und Windows startet podman machine eine virtuelle Maschine.');
    expect(content).toMatch(/<ul[^>]*><li><a href="#podman-52-installieren">Podman 5.2 installieren<\/a><ul[^>]*>/);
    expect(content).toContain('<a href="#voraussetzungen">Voraussetzungen</a>');
    expect(content).not.toMatch(/import|@theme|export const|kran-component/);
    expect(content).toMatch(/<details[^>]*>[\s\S]*Warum ohne Daemon\?/);
  });

  it("writes the tags of the content's <head> into the page's head, not into its body, as Docusaurus does", () => {
    const withHead = copyFixture('mdx-head');
    writeFileSync(
      path.join(withHead, 'docs/verborgen.mdx'),
      '---\ntitle: Verborgen\n---\n\n<head>\n  <meta name="robots" content="noindex" />\n' +
        '  <meta httpEquiv="content-language" content="de" />\n  <title>Verborgen, nur intern</title>\n</head>\n\n' +
        'Nicht für Suchmaschinen.\n',
    );
    expect(build(withHead).status).toBe(0);
    const page = readFileSync(path.join(withHead, 'build/docs/verborgen/index.html'), 'utf8');
    const head = page.slice(0, page.indexOf('</head>'));
    // Marked, so that the browser removes them when the reader navigates to another page.
    expect(head).toContain(
      '<meta name="robots" content="noindex" data-kran-head>\n<meta http-equiv="content-language" content="de" data-kran-head>',
    );
    expect(head).toContain('<title>Verborgen, nur intern</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(main(page)).toContain('Nicht für Suchmaschinen.');
    expect(main(page)).not.toContain('noindex');
  });

  it('stops with the file, line and column of broken MDX', () => {
    const broken = siteWithMdx();
    writeFileSync(path.join(broken, 'docs/mdx/kaputt.mdx'), '# Kaputt\n\n<Tabs>\nOhne Ende.\n');
    const failed = build(broken);
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('docs/mdx/kaputt.mdx:3:1');
    expect(failed.stderr).toContain('This MDX cannot be parsed: Expected a closing tag for `<Tabs>`.');
  });

  it("gives feed readers a post's tab panels one below the other, without the theme's component tags", () => {
    const blogSite = copyFixture('mdx-feed');
    for (const file of ['_requirements.md', '_note.mdx'])
      cpSync(path.join(mdxDocs, file), path.join(blogSite, 'blog', file));
    cpSync(path.join(mdxDocs, 'installation.mdx'), path.join(blogSite, 'blog/2024-03-01-installation.mdx'));
    expect(build(blogSite).status).toBe(0);
    const atom = readFileSync(path.join(blogSite, 'build/blog/atom.xml'), 'utf8');
    expect(atom).toContain('sudo dnf -y install podman');
    expect(atom).toContain('brew install podman');
    expect(atom).not.toContain('kran-component');
  });
});

describe("kran build: a site's own components in MDX", () => {
  const componentsFixture = path.resolve(import.meta.dirname, '../../content-core/test/fixtures/mdx-site-components');

  function siteWithComponents(): string {
    const site = copyFixture('mdx-components');
    for (const folder of ['docs', 'src/components'])
      cpSync(path.join(componentsFixture, folder), path.join(site, folder), { recursive: true });
    return site;
  }

  it('renders them on the server with their props and children, in partials too', () => {
    const site = siteWithComponents();
    const result = build(site);
    expect(result.stderr).toBe('');
    const content = main(readFileSync(path.join(site, 'build/docs/farben/index.html'), 'utf8'));
    // Each component is an island (the browser mounts it from a chunk of its own); its children are a slot.
    const island = (props: string, markup: string) =>
      `<span data-island="site:src/components/Highlight.jsx#default" data-island-props="${props}">${markup}</span>`;
    expect(content).toContain(
      '<p>Podman ist ' +
        island(
          '{&quot;color&quot;:&quot;#2e8555&quot;}',
          '<span style="background-color:#2e8555;padding:0 0.2rem">' +
            '<span data-island-slot="" style="display:contents">daemonlos</span></span>',
        ) +
        '.</p>',
    );
    expect(content).toContain('data-island="site:src/components/index.ts#Badge"');
    expect(content).toContain('Neu');
    expect(content).toContain(
      '<span style="background-color:#ffba00;padding:0 0.2rem"><span data-island-slot="" style="display:contents">Farbe',
    );
    expect(content).not.toMatch(/kran-component|import|@site/);
  });

  it("renders BrowserOnly's fallback on the server and keeps its function's components for the browser", () => {
    const site = siteWithComponents();
    writeFileSync(
      path.join(site, 'src/components/Width.jsx'),
      'export default function Width({ unit }) {\n  return <output>{window.innerWidth + unit}</output>;\n}\n',
    );
    writeFileSync(
      path.join(site, 'docs/breite.mdx'),
      "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport Width from '@site/src/components/Width';\n\n" +
        '<BrowserOnly fallback={<p>Wird gemessen…</p>}>\n  {() => <Width unit="px" />}\n</BrowserOnly>\n',
    );
    const result = build(site);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const content = main(readFileSync(path.join(site, 'build/docs/breite/index.html'), 'utf8'));
    expect(content).toContain(
      '<div data-island="BrowserOnly" data-island-props="{}"><p>Wird gemessen…</p><template data-island-slot="">' +
        '<span data-island="site:src/components/Width.jsx#default" data-island-props="{&quot;unit&quot;:&quot;px&quot;}">' +
        '</span></template></div>',
    );
    expect(content).not.toContain('<output>');
  });

  it('names the component and the page when a component throws while rendering', () => {
    const site = siteWithComponents();
    writeFileSync(
      path.join(site, 'src/components/Highlight.jsx'),
      'export default function Highlight({ color }) {\n  if (!color.startsWith("#")) throw new Error("color must start with #");\n  return color;\n}\n',
    );
    writeFileSync(
      path.join(site, 'docs/kaputt.mdx'),
      'import Highlight from \'@site/src/components/Highlight\';\n\n<Highlight color="rot" />\n',
    );
    const failed = build(site);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('Rendering /docs/kaputt failed (docs/kaputt.mdx).');
    expect(failed.stderr).toContain('color must start with #');
    expect(failed.stderr).toContain('src/components/Highlight.jsx:2:');
  });

  it('reports a missing export with what the module exports', () => {
    const site = siteWithComponents();
    writeFileSync(path.join(site, 'docs/falsch.mdx'), "import { Nope } from '@site/src/components';\n\n<Nope />\n");
    const failed = build(site);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('src/components/index.ts has no component exported as `Nope`; it exports Badge.');
  });

  it('stops with the file, line and column of a component that does not compile', () => {
    const site = siteWithComponents();
    writeFileSync(path.join(site, 'src/components/index.ts'), 'export function Badge( {\n');
    const failed = build(site);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/src\/components\/index\.ts:\d+:\d+/);
    expect(failed.stderr).toContain('The component does not compile');
  });
});
