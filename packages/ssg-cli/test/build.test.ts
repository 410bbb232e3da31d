import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import {
  builtRouteLoader,
  builtSettingsOf,
  cli,
  copyFixture,
  editConfig,
  fixture,
  layoutChunksOf,
} from './fixture-site.js';

describe('kran build', () => {
  it('prerenders each route with its title, language and content', () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const html = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Hallo Welt | Beispiel</title>');
    expect(html).toMatch(/<h1[^>]*>Hallo Welt<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="https://example.org/docs">');
    expect(existsSync(path.join(site, 'build/404.html'))).toBe(true);
  });

  it("runs no script in the home page's body: its base-URL check waits in the head for the parsed document", () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const [head, body] = readFileSync(path.join(site, 'build/index.html'), 'utf8').split('<body>') as [string, string];
    const stylesheet = head.indexOf('<link rel="stylesheet"');
    const bannerCheck = head.indexOf("addEventListener('DOMContentLoaded'");
    expect([bannerCheck > 0, bannerCheck < stylesheet]).toEqual([true, true]);
    // The page data is JSON, which the browser does not run; a script it runs would end the parser's first pass.
    expect([...body.matchAll(/<script(?: [^>]*)?>/g)].map(([tag]) => tag)).toEqual([
      '<script id="__KRAN_DATA__" type="application/json">',
    ]);
  });

  it("bundles each layout into its own chunks, which pages load themselves instead of preloading; reports the largest page's JavaScript", async () => {
    const site = copyFixture('site');
    const output = execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const docChunks = await layoutChunksOf(site, '/docs');
    const tagsChunks = await layoutChunksOf(site, '/blog/tags');
    expect(docChunks.filter((file) => !tagsChunks.includes(file)).length).toBeGreaterThan(0);
    for (const file of [...docChunks, ...tagsChunks]) expect(existsSync(path.join(site, 'build', file))).toBe(true);
    // Text and styles first: no script is preloaded, and the entry loads at low priority.
    const doc = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(doc).not.toContain('modulepreload');
    expect(doc).toMatch(/<script type="module" fetchpriority="low" src="\/assets\/main-[\w-]+\.js"><\/script>/);
    expect(output).toMatch(/JavaScript of the largest page \(\w+\): [\d.]+ KB minified, [\d.]+ KB gzip/);
  });

  it('evaluates React DOM at start, then lets the browser run other tasks before evaluating the runtime', () => {
    const site = copyFixture('start-tasks');
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const assets = path.join(site, 'build/assets');
    const read = (file: string) => readFileSync(path.join(assets, file), 'utf8');
    const importsOf = (file: string) =>
      [...read(file).matchAll(/(?:import\(|from)"\.\/([\w-]+\.js)"/g)].map((m) => m[1]!);
    const main = readdirSync(assets).find((name) => /^main-[\w-]+\.js$/.test(name))!;
    const startFiles = new Set<string>();
    const visit = (file: string) => {
      if (startFiles.has(file)) return;
      startFiles.add(file);
      importsOf(file).forEach(visit);
    };
    visit(main);
    const pausing = [...startFiles].filter((file) => read(file).includes('await new Promise'));
    expect(pausing).toHaveLength(1);
    const code = read(pausing[0]!);
    const pause = code.indexOf('await new Promise');
    // React DOM's client entry is read (and so evaluated) before the pause, the runtime's page data after it.
    expect(code.slice(0, pause)).toMatch(/=[\w$]+\.hydrateRoot;/);
    expect(code.indexOf('__KRAN_DATA__')).toBeGreaterThan(pause);
  });

  it('loads few chunks per layout, carries content as HTML and ships no code that turns hast into React elements', async () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    // The docs' layouts and the docs sidebar they share with the mobile menu, which other pages never load.
    expect(await layoutChunksOf(site, '/docs')).toHaveLength(2);
    expect(await layoutChunksOf(site, '/blog/tags')).toHaveLength(1);
    const doc = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    // The markup holds the content once: the embedded data names where instead of repeating it.
    expect(doc.split('<p>Ein kurzer Text auf Deutsch.</p>')).toHaveLength(2);
    expect(doc).toContain('"content":{"$html":[0,0]}');
    expect(doc).not.toContain('$hast');
    // Client-side navigation fetches the page's HTML, and writes no data file beside it.
    const route = await builtRouteLoader(site, builtSettingsOf(site, '/docs')).routeOf('/docs');
    expect(route).toEqual({ htmlUrl: '/docs/', layoutKind: 'doc' });
    expect(existsSync(path.join(site, 'build/_kran/data'))).toBe(false);
    const scripts = readdirSync(path.join(site, 'build/assets')).filter((name) => name.endsWith('.js'));
    // An error message of hast-util-to-jsx-runtime, which minifying keeps.
    for (const script of scripts)
      expect(readFileSync(path.join(site, 'build/assets', script), 'utf8'), script).not.toContain('createEvaluater');
  });

  it('keeps source maps out of the output folder unless --source-maps asks for them beside the scripts and styles, unlinked', () => {
    const site = copyFixture('source-maps');
    const assets = path.join(site, 'build/assets');
    const filesOf = (extension: string) => readdirSync(assets).filter((name) => name.endsWith(extension));
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(filesOf('.js').length).toBeGreaterThan(0);
    expect(filesOf('.map')).toEqual([]);
    // The build cache holds the bundle without maps; the flag makes another one, with them.
    execFileSync(process.execPath, [cli, 'build', '--site', site, '--source-maps'], { encoding: 'utf8' });
    const scripts = [...filesOf('.js'), ...filesOf('.css')];
    expect(filesOf('.map').sort()).toEqual(scripts.map((script) => `${script}.map`).sort());
    const sources = scripts.flatMap((script) => {
      expect(readFileSync(path.join(assets, script), 'utf8'), script).not.toContain('sourceMappingURL');
      const map = JSON.parse(readFileSync(path.join(assets, `${script}.map`), 'utf8')) as {
        version: number;
        sources: string[];
      };
      expect(map.version, script).toBe(3);
      return map.sources;
    });
    expect(sources.some((source) => source.includes('/react-dom/'))).toBe(true);
    expect(sources.some((source) => source.endsWith('.ssg/entry-app.js'))).toBe(true);
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(filesOf('.map')).toEqual([]);
  }, 120_000);

  it('serves the logo and content images below a sub-path with --base-url, with no broken link', () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site, '--base-url', '/unter/'], { encoding: 'utf8' });
    const home = readFileSync(path.join(site, 'build/index.html'), 'utf8');
    expect(home.match(/<img[^>]*src="\/unter\/img\/logo\.svg"[^>]*>/g)).toHaveLength(2);
    expect(home).toMatch(/<img[^>]*alt="Kreis"[^>]*width="40" height="40"/);
  });

  it('leaves the previous build untouched when the content is broken', () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const before = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('docs/index.md:2:');
    expect(result.stderr).toContain('Nothing was written.');
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toBe(before);
  });

  it('bundles the customCss files after the theme CSS, so their tokens win; a missing one fails the build and keeps the previous one', () => {
    const site = copyFixture('site');
    const configFile = path.join(site, 'site.config.ts');
    const config = readFileSync(configFile, 'utf8');
    const withCustomCss = (files: string[]) =>
      config.replace("pages: { path: 'pages' },", `pages: { path: 'pages' },\n  customCss: ${JSON.stringify(files)},`);
    mkdirSync(path.join(site, 'src/css'), { recursive: true });
    writeFileSync(path.join(site, 'src/css/marke.css'), ':root { --color-brand: #0b5cad; }\n');
    writeFileSync(
      path.join(site, 'src/css/zusatz.css'),
      '.marke { background: url(./streifen.svg) }\n.logo { background: url(/img/logo.svg) }\n',
    );
    writeFileSync(
      path.join(site, 'src/css/streifen.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    );
    writeFileSync(configFile, withCustomCss(['src/css/marke.css', './src/css/zusatz.css']));
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

    const html = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((match) => match[1]!);
    expect(stylesheets).toHaveLength(1);
    const css = readFileSync(path.join(site, 'build', stylesheets[0]!), 'utf8');
    const themeBrand = css.indexOf('--color-brand:');
    const siteBrand = css.search(/--color-brand:\s*#0b5cad/);
    expect(themeBrand).toBeGreaterThanOrEqual(0);
    expect(siteBrand).toBeGreaterThan(themeBrand);
    const image = css.match(/url\(["']?\.\/(streifen-\w+\.svg)/)?.[1];
    expect(image && existsSync(path.join(site, 'build', path.dirname(stylesheets[0]!), image))).toBe(true);
    expect(css).toContain('url(/img/logo.svg)');
    // Infima's class names are for code written for Docusaurus: a site without React pages goes without them.
    expect(css).not.toContain('.col--offset-1');

    writeFileSync(configFile, withCustomCss(['src/css/marke.css', 'src/css/fehlt.css']));
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^site\.config\.ts:\d+:\d+\n {2}customCss\[1\] is "src\/css\/fehlt\.css", but no such file exists in the site folder\./m,
    );
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toBe(html);
  });

  it('prints every route sorted', () => {
    const output = execFileSync(process.execPath, [cli, 'routes', '--site', fixture], { encoding: 'utf8' });
    expect(output.split('\n')).toEqual([
      '/',
      '/blog',
      '/blog/2024/01/02/erster',
      '/blog/2024/02/03/zweiter',
      '/blog/archive',
      '/blog/tags',
      '/blog/tags/podman',
      '/docs',
      '',
    ]);
  });

  it('writes RSS 2.0 and Atom feeds that a feed parser reads, newest post first, with absolute links', async () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const parser = new Parser();
    const rss = await parser.parseString(readFileSync(path.join(site, 'build/blog/rss.xml'), 'utf8'));
    expect(rss).toMatchObject({
      title: 'Beispiel Blog',
      link: 'https://example.org/blog',
      description: 'Neuigkeiten',
      language: 'de',
    });
    expect(rss.items.map((item) => [item.title, item.link, item.isoDate])).toEqual([
      ['Zweiter Beitrag', 'https://example.org/blog/2024/02/03/zweiter', '2024-02-03T00:00:00.000Z'],
      ['Erster Beitrag', 'https://example.org/blog/2024/01/02/erster', '2024-01-02T00:00:00.000Z'],
    ]);
    expect(rss.items[1]?.['content:encoded']).toContain('href="https://example.org/docs"');
    expect(rss.items[1]?.categories).toEqual([{ _: 'podman', $: { domain: 'https://example.org/blog/tags/podman' } }]);
    const atom = await parser.parseString(readFileSync(path.join(site, 'build/blog/atom.xml'), 'utf8'));
    expect(atom).toMatchObject({
      title: 'Beispiel Blog',
      link: 'https://example.org/blog',
      feedUrl: 'https://example.org/blog/atom.xml',
    });
    expect(atom.items.map((item) => [item.title, item.link, item.id, item.isoDate])).toEqual([
      [
        'Zweiter Beitrag',
        'https://example.org/blog/2024/02/03/zweiter',
        'https://example.org/blog/2024/02/03/zweiter',
        '2024-02-03T00:00:00.000Z',
      ],
      [
        'Erster Beitrag',
        'https://example.org/blog/2024/01/02/erster',
        'https://example.org/blog/2024/01/02/erster',
        '2024-01-02T00:00:00.000Z',
      ],
    ]);
    expect(atom.items[1]?.author).toBe('Anna Beispiel');
    expect(atom.items[1]?.content).toContain('href="https://example.org/docs"');
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Beispiel RSS Feed" href="/blog/rss.xml">',
    );
  });

  it('writes a JSON Feed 1.1 with its required fields, the language and every author', () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const feed = JSON.parse(readFileSync(path.join(site, 'build/blog/feed.json'), 'utf8')) as {
      items: Record<string, unknown>[];
    };
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Beispiel Blog',
      home_page_url: 'https://example.org/blog',
      feed_url: 'https://example.org/blog/feed.json',
      language: 'de',
    });
    expect(feed.items.map((item) => [item.id, item.url, item.title, item.date_published])).toEqual([
      [
        'https://example.org/blog/2024/02/03/zweiter',
        'https://example.org/blog/2024/02/03/zweiter',
        'Zweiter Beitrag',
        '2024-02-03T00:00:00.000Z',
      ],
      [
        'https://example.org/blog/2024/01/02/erster',
        'https://example.org/blog/2024/01/02/erster',
        'Erster Beitrag',
        '2024-01-02T00:00:00.000Z',
      ],
    ]);
    for (const item of feed.items)
      expect(typeof item.content_html === 'string' || typeof item.content_text === 'string').toBe(true);
    expect(feed.items[1]).toMatchObject({ authors: [{ name: 'Anna Beispiel' }], tags: ['podman'] });
  });

  it('keeps the not-found and search pages out of search engines and gives the not-found page no URL of its own', () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const notFound = readFileSync(path.join(site, 'build/404.html'), 'utf8');
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).not.toMatch(/rel="canonical"|hreflang=|og:url/);
    const search = readFileSync(path.join(site, 'build/search/index.html'), 'utf8');
    expect(search).toContain('<meta name="robots" content="noindex">');
    expect(search).toContain('<link rel="canonical" href="https://example.org/search">');
    const doc = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(doc).not.toContain('name="robots"');
    expect(readFileSync(path.join(site, 'build/sitemap.xml'), 'utf8')).not.toMatch(/\/404|\/search/);
  });

  it('ends with a summary of pages, phases, output size and JavaScript, and draws no progress bar off a terminal', () => {
    const site = copyFixture('site');
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8', cwd: site });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Built 10 pages into build in [\d.]+ s \(\d+ pages\/s\)\.$/);
    expect(lines[1]).toMatch(
      /^ {2}phases: config \d+ ms, content \d+ ms, theme \d+ ms, bundle \d+ ms, page data \d+ ms, render \d+ ms, .*links \d+ ms, search \d+ ms$/,
    );
    const output = /^ {2}output: ([\d.]+) (KB|MB) in (\d+) files$/.exec(lines[2]!);
    expect(output).not.toBeNull();
    const files = readdirSync(path.join(site, 'build'), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(Number(output![3])).toBe(files.length);
    const bytes = files.reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
    expect(Number(output![1])).toBeCloseTo(output![2] === 'MB' ? bytes / 1024 / 1024 : bytes / 1024, 1);
    expect(lines[3]).toMatch(/^ {2}JavaScript loaded at start: [\d.]+ KB minified, [\d.]+ KB gzip$/);
    expect(result.stderr).not.toContain('pages\r');
    expect(result.stderr).not.toMatch(/\[[#.]+\]/);
  });

  it('fails on a link in the head to a missing file, such as the favicon', () => {
    const site = copyFixture('site');
    editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  favicon: 'img/fehlt.ico',");
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('site.config.ts\n  6:12  /img/fehlt.ico → no file at /img/fehlt.ico');
  });

  it('writes a sitemap with every page and robots.txt pointing at it', () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const sitemap = readFileSync(path.join(site, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain(
      '<url><loc>https://example.org/blog/2024/01/02/erster</loc><lastmod>2024-01-02</lastmod></url>',
    );
    expect(sitemap).toContain('<url><loc>https://example.org/blog</loc><lastmod>2024-02-03</lastmod></url>');
    expect(sitemap).toContain('<url><loc>https://example.org/docs</loc><lastmod>2024-03-01</lastmod></url>');
    expect(sitemap).toContain('<url><loc>https://example.org/</loc><lastmod>2024-01-15</lastmod></url>');
    expect(sitemap.match(/<url>/g)).toHaveLength(8);
    expect(sitemap.match(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/g)).toHaveLength(8);
    expect(readFileSync(path.join(site, 'build/robots.txt'), 'utf8')).toContain(
      'Sitemap: https://example.org/sitemap.xml',
    );
  });

  it("shows a page's social card and keywords from its front matter, and the site's card on every other page", () => {
    const site = copyFixture('site');
    editConfig(
      site,
      "url: 'https://example.org',",
      "url: 'https://example.org',\n  baseUrl: '/podman/',\n  image: 'img/karte.png',",
    );
    const post = path.join(site, 'blog/2024-01-02-erster.md');
    writeFileSync(
      post,
      readFileSync(post, 'utf8').replace(
        'tags: [podman]',
        'tags: [podman]\nimage: https://bilder.example.org/erster.png\nkeywords: [podman, container]',
      ),
    );
    const doc = path.join(site, 'docs/index.md');
    // Written with the base URL, as `useBaseUrl()` gives it: kept, not prefixed twice.
    writeFileSync(doc, `---\nimage: /podman/img/doku.png\n---\n\n${readFileSync(doc, 'utf8')}`);
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const headOf = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8').split('</head>')[0]!;

    const postHead = headOf('blog/2024/01/02/erster/index.html');
    expect(postHead).toContain('<meta name="keywords" content="podman,container">');
    expect(postHead).toContain('<meta property="og:image" content="https://bilder.example.org/erster.png">');
    expect(postHead).toContain('<meta name="twitter:image" content="https://bilder.example.org/erster.png">');
    expect(postHead).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(headOf('docs/index.html')).toContain(
      '<meta property="og:image" content="https://example.org/podman/img/doku.png">',
    );
    for (const file of ['index.html', 'blog/index.html', '404.html']) {
      const head = headOf(file);
      expect(head).toContain('<meta property="og:image" content="https://example.org/podman/img/karte.png">');
      expect(head).not.toContain('name="keywords"');
    }
  });

  it('tells search engines about a post: description from its first paragraph, Open Graph, Twitter card and JSON-LD', () => {
    const site = copyFixture('site');
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const html = readFileSync(path.join(site, 'build/blog/2024/01/02/erster/index.html'), 'utf8');
    expect(html).toContain('<meta name="description" content="Der erste Beitrag mit einem Link zur Doku.">');
    expect(html).toContain('<meta name="twitter:title" content="Erster Beitrag | Beispiel">');
    // Without a social card of the page or the site: Twitter's summary card, no image.
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta property="article:published_time" content="2024-01-02">');
    expect(html).toContain('<meta property="article:tag" content="podman">');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({
      headline: 'Erster Beitrag',
      datePublished: '2024-01-02',
      url: 'https://example.org/blog/2024/01/02/erster',
      inLanguage: 'de',
      author: [{ '@type': 'Person', name: 'Anna Beispiel' }],
      keywords: ['podman'],
    });
    expect((jsonLd[1]!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      'https://example.org/',
      'https://example.org/blog',
      'https://example.org/blog/2024/01/02/erster',
    ]);
    const doc = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(doc).toContain('"@type":"TechArticle"');
  });

  it('copies a file next to the content under a content-hashed name and links the page to the copy', () => {
    const site = copyFixture('site');
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"></svg>\n';
    writeFileSync(path.join(site, 'docs/skizze.svg'), drawing);
    writeFileSync(
      path.join(site, 'docs/index.md'),
      '---\ntitle: Hallo Welt\n---\n\nEin kurzer Text auf Deutsch.\n\n![Skizze](./skizze.svg)\n',
    );
    execFileSync(process.execPath, [cli, 'build', '--site', site, '--base-url', '/unter/']);
    const copies = readdirSync(path.join(site, 'build/assets/images'));
    expect(copies).toEqual([expect.stringMatching(/^skizze-[0-9a-f]{10}\.svg$/)]);
    expect(readFileSync(path.join(site, 'build/assets/images', copies[0]!), 'utf8')).toBe(drawing);
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toMatch(
      new RegExp(`<img[^>]*src="/unter/assets/images/${copies[0]!.replace('.', '\\.')}"[^>]*width="64" height="32"`),
    );
  });

  it('fails on broken links and, with onBrokenAnchors: throw, anchors at their lines, and keeps the previous build', () => {
    const site = copyFixture('site');
    editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  onBrokenAnchors: 'throw',");
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    writeFileSync(
      path.join(site, 'docs/index.md'),
      '---\ntitle: Hallo Welt\n---\n\nSiehe [fehlt](/docs/fehlt) und [Anker](/blog#nirgends).\n',
    );
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      [
        "Broken links (1) — fix the target or set onBrokenLinks: 'warn':",
        'docs/index.md',
        '  5:7  /docs/fehlt → no page at /docs/fehlt',
        "Broken anchors (1) — fix the #anchor or set onBrokenAnchors: 'warn':",
        'docs/index.md',
        '  5:32  /blog#nirgends → no element with the id "nirgends" on /blog',
        'Nothing was written.',
      ].join('\n'),
    );
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toContain('Ein kurzer Text auf Deutsch.');
  });

  it('rejects unknown options with usage and a non-zero exit', () => {
    const result = spawnSync(process.execPath, [cli, 'build', '--colour'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: kran build');
  });
});
