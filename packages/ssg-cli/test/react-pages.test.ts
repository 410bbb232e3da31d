import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, layoutChunksOf } from './fixture-site.js';
import { snapshot, stagingFolders } from './folder-snapshot.js';

const COUNTER_PAGE = `import { useState } from 'react';

export const title = 'Zähler';
export const description = 'Ein Zähler als React-Seite.';

export default function Zaehler({ path }: { path: string }) {
  const [count, setCount] = useState(2);
  return (
    <section>
      <h1>Zähler auf {path}</h1>
      <button type="button" onClick={() => setCount(count + 1)}>Stand: {count}</button>
      <a href="/docs">Zur Doku</a>
    </section>
  );
}
`;

/** The fixture site with the counter page in pages/werkzeuge/zaehler.tsx. */
function siteWithReactPage(): string {
  const site = copyFixture('react-page');
  mkdirSync(path.join(site, 'pages/werkzeuge'));
  writeFileSync(path.join(site, 'pages/werkzeuge/zaehler.tsx'), COUNTER_PAGE);
  return site;
}

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
const read = (site: string, file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

describe('kran build: React pages', () => {
  it('prerenders a page module at its path inside the page shell, with the title and description it exports', () => {
    const site = siteWithReactPage();
    expect(build(site).status).toBe(0);
    const html = read(site, 'werkzeuge/zaehler/index.html');
    expect(html).toMatch(/<h1>Zähler auf <!-- -->\/werkzeuge\/zaehler<\/h1>/);
    expect(html).toContain('Stand: <!-- -->2</button>');
    expect(html).toContain('<title>Zähler | Beispiel</title>');
    expect(html).toContain('<meta name="description" content="Ein Zähler als React-Seite.">');
    expect(html).toMatch(/<nav[^>]*aria-label="Hauptnavigation"/);
    expect(html).toMatch(/<main id="__main"[^>]*><section><h1>Zähler/);
    const data = JSON.parse(html.match(/<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/)![1]!) as {
      page: { props: { route: unknown } };
    };
    expect(data.page.props.route).toMatchObject({
      kind: 'reactPage',
      path: '/werkzeuge/zaehler',
      source: 'pages/werkzeuge/zaehler.tsx',
    });
    expect(execFileSync(process.execPath, [cli, 'routes', '--site', site], { encoding: 'utf8' }).split('\n')).toContain(
      '/werkzeuge/zaehler',
    );
  });

  it("bundles the page's code into a chunk of its own that only its route loads", async () => {
    const site = siteWithReactPage();
    expect(build(site).status).toBe(0);
    const chunksWithPage = (await layoutChunksOf(site, '/werkzeuge/zaehler')).filter((file) =>
      read(site, file).includes('Zur Doku'),
    );
    expect(chunksWithPage).toHaveLength(1);
    for (const [page, routePath] of [
      ['index.html', '/'],
      ['docs/index.html', '/docs'],
      ['blog/index.html', '/blog'],
      ['404.html', '/404'],
    ] as const) {
      const html = read(site, page);
      expect(await layoutChunksOf(site, routePath)).not.toContain(chunksWithPage[0]);
      const entry = html.match(/<script type="module" fetchpriority="low" src="\/([^"]+)"><\/script>/)![1]!;
      expect(read(site, entry)).not.toContain('Zur Doku');
    }
  });

  it('fails when a page module has no default export, naming the file and the fix, and keeps the previous build', () => {
    const site = siteWithReactPage();
    expect(build(site).status).toBe(0);
    const before = snapshot(path.join(site, 'build'));
    writeFileSync(
      path.join(site, 'pages/werkzeuge/zaehler.tsx'),
      COUNTER_PAGE.replace('export default function', 'export function'),
    );
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'pages/werkzeuge/zaehler.tsx:1:1\n  The page component at pages/werkzeuge/zaehler.tsx does not have a default export, so nothing can be rendered.',
    );
    expect(result.stderr).toContain("Export the page's React component as the default export");
    expect(result.stderr).toContain('Nothing was written.');
    expect(snapshot(path.join(site, 'build'))).toEqual(before);
    expect(stagingFolders(site)).toEqual([]);
  });

  it('reports a page module that does not compile at its line and column', () => {
    const site = siteWithReactPage();
    writeFileSync(path.join(site, 'pages/kaputt.jsx'), 'export default function Kaputt() {\n  return <p>offen;\n}\n');
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^pages\/kaputt\.jsx:\d+:\d+\n {2}The page module does not compile: Unexpected end of file before a closing "p" tag/m,
    );
    expect(result.stderr).toContain('Nothing was written.');
  });

  it('routes pages in .js and .jsx files like .tsx pages, but not tests and type declarations', () => {
    const site = siteWithReactPage();
    const page = (name: string) => `export default function Page() {\n  return <h1>${name}</h1>;\n}\n`;
    writeFileSync(path.join(site, 'pages/start.js'), page('Start aus JS'));
    writeFileSync(path.join(site, 'pages/hilfe.jsx'), page('Hilfe aus JSX'));
    writeFileSync(path.join(site, 'pages/start.test.js'), 'throw new Error("kein Test läuft beim Bauen");\n');
    writeFileSync(path.join(site, 'pages/typen.d.ts'), 'export type Unbenutzt = string;\n');
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    expect(read(site, 'start/index.html')).toContain('<h1>Start aus JS</h1>');
    expect(read(site, 'hilfe/index.html')).toContain('<h1>Hilfe aus JSX</h1>');
    const routes = execFileSync(process.execPath, [cli, 'routes', '--site', site], { encoding: 'utf8' }).split('\n');
    expect(routes).toEqual(expect.arrayContaining(['/start', '/hilfe']));
    expect(routes.filter((route) => route.includes('test') || route.includes('typen'))).toEqual([]);
  });

  it('renders React pages in the render workers of a site large enough to use them', () => {
    const site = siteWithReactPage();
    for (let index = 0; index < 160; index++) {
      const date = new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10);
      writeFileSync(
        path.join(site, `blog/${date}-beitrag-${index}.md`),
        `---\ntitle: Beitrag ${index}\n---\n\nText ${index}.\n`,
      );
    }
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    expect(read(site, 'werkzeuge/zaehler/index.html')).toContain('Stand: <!-- -->2</button>');
  }, 60_000);
});
