import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inBrowserOnBuild } from './in-browser.js';
import { cli, copyFixture, editConfig } from './fixture-site.js';

// A home page as create-docusaurus writes one, in a .js file: JSX, Docusaurus's modules, clsx and a CSS module.
const HOME_PAGE = `import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import styles from './index.module.css';

function HomepageHeader() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.heroBanner)}>
      <Heading as="h1" className="hero__title">{siteConfig.title}</Heading>
      <p className="hero__subtitle">{siteConfig.tagline}</p>
      <Link className="button button--secondary" to="/docs">Zur Doku</Link>
    </header>
  );
}

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={\`Hallo von \${siteConfig.title}\`} description="Eine Startseite wie bei Docusaurus">
      <Head><meta name="keywords" content="kran" /></Head>
      <HomepageHeader />
      <main>
        <Heading as="h2" id="mitmachen">Mitmachen: {siteConfig.customFields.contactEmail}</Heading>
        <img src={useBaseUrl('/img/logo.svg')} alt="Logo" />
        <Admonition type="tip" title="Schnell">Ein Tipp.</Admonition>
        <BrowserOnly fallback={<p>Lädt…</p>}>{() => <p id="im-browser">Im Browser</p>}</BrowserOnly>
        <section className="container">
          <div className="row">
            <div id="spalte" className="col col--4 col--offset-2 padding-horiz--md text--center">Schnell</div>
            <div className="col col--6 margin-top--lg">Leicht</div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
`;

const HOME_STYLES = `.heroBanner {
  padding: 4rem 0;
  background: url(/images/hero.png) no-repeat center;
}
`;

/** The minimal site with its pages in src/pages, as Docusaurus keeps them, a base URL and customFields. */
function docusaurusStyleSite(): string {
  const site = copyFixture('docusaurus-page');
  editConfig(
    site,
    "pages: { path: 'pages' },",
    "pages: { path: 'src/pages' },\n  baseUrl: '/handbuch/',\n  customFields: { contactEmail: 'team@example.org' },",
  );
  editConfig(site, "title: 'Beispiel',", "title: 'Beispiel',\n  tagline: 'Handbuch für alle',");
  mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  writeFileSync(path.join(site, 'src/pages/index.js'), HOME_PAGE);
  writeFileSync(path.join(site, 'src/pages/index.module.css'), HOME_STYLES);
  mkdirSync(path.join(site, 'static/images'));
  writeFileSync(path.join(site, 'static/images/hero.png'), 'png');
  return site;
}

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

describe('kran build: React pages written for Docusaurus', () => {
  it('prerenders a create-docusaurus home page in .js with Docusaurus modules, customFields and a CSS module', async () => {
    const site = docusaurusStyleSite();
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(site, 'build/index.html'), 'utf8');
    expect(html).toContain('<title>Hallo von Beispiel | Beispiel</title>');
    expect(html).toContain('<meta name="description" content="Eine Startseite wie bei Docusaurus">');
    expect(html).toContain('<meta name="keywords" content="kran" data-kran-head>');
    expect(html).toContain('<h1 class="hero__title">Beispiel</h1><p class="hero__subtitle">Handbuch für alle</p>');
    expect(html).toContain('<a href="/handbuch/docs" class="button button--secondary">Zur Doku</a>');
    expect(html).toContain('Mitmachen: <!-- -->team@example.org<a class="hash-link" href="#mitmachen"');
    expect(html).toContain('<img src="/handbuch/img/logo.svg" alt="Logo"/>');
    expect(html).toContain('data-admonition="tip"');
    expect(html).toContain('<p>Lädt…</p>');
    const heroClass = /<header class="hero hero--primary ([^"]+)">/.exec(html)![1]!;
    const stylesheets = readdirSync(path.join(site, 'build/assets')).filter((file) => file.endsWith('.css'));
    const css = stylesheets.map((file) => readFileSync(path.join(site, 'build/assets', file), 'utf8')).join('\n');
    expect(css).toMatch(new RegExp(`\\.${heroClass}\\{[^}]*url\\(\\.\\./images/hero\\.png\\)`));
    expect(readFileSync(path.join(site, 'build/images/hero.png'), 'utf8')).toBe('png');

    await inBrowserOnBuild(
      path.join(site, 'build'),
      async (page, origin, errors) => {
        await page.goto(`${origin}/handbuch/`);
        await page.locator('#im-browser').waitFor({ timeout: 15_000 });
        await expect.poll(() => page.title()).toBe('Hallo von Beispiel | Beispiel');
        expect(await page.getAttribute('meta[name="keywords"]', 'content')).toBe('kran');
        // The prerendered tag is taken over in the browser, not written a second time.
        expect(await page.locator('meta[name="keywords"]').count()).toBe(1);
        const background = await page
          .locator('header.hero')
          .evaluate((header) => getComputedStyle(header).backgroundImage);
        expect(background).toMatch(/\/handbuch\/images\/hero\.png"\)$/);
        const image = await page.request.get(background.slice('url("'.length, -'")'.length));
        expect(await image.text()).toBe('png');
        // Infima's classes lay the page out as on Docusaurus, in the theme's colours.
        const column = await page.locator('#spalte').evaluate((element) => {
          const style = getComputedStyle(element);
          const row = element.parentElement!.getBoundingClientRect().width;
          const { width } = element.getBoundingClientRect();
          return { share: width / row, offset: parseFloat(style.marginLeft) / row };
        });
        expect(column.share).toBeCloseTo(4 / 12, 2);
        expect(column.offset).toBeCloseTo(2 / 12, 2);
        const spacing = await page
          .locator('#spalte')
          .evaluate((element) => [getComputedStyle(element).paddingLeft, getComputedStyle(element).textAlign]);
        expect(spacing).toEqual(['16px', 'center']);
        const hero = await page.locator('header.hero').evaluate((header) => getComputedStyle(header).display);
        expect(hero).toBe('flex');
        const button = await page.locator('a.button').evaluate((link) => {
          const probe = document.body.appendChild(document.createElement('div'));
          probe.style.backgroundColor = 'var(--color-hover)';
          const token = getComputedStyle(probe).backgroundColor;
          probe.remove();
          const style = getComputedStyle(link);
          return { weight: style.fontWeight, background: style.backgroundColor, token };
        });
        expect(button.weight).toBe('700');
        expect(button.background).toBe(button.token);
        expect(errors).toEqual([]);
      },
      { baseUrl: '/handbuch/' },
    );
  }, 90_000);

  it("prerenders a <Head>'s title, description, meta and link tags into the page's head, as Docusaurus does", () => {
    const site = docusaurusStyleSite();
    writeFileSync(
      path.join(site, 'src/pages/ueber-uns.jsx'),
      `import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

export default function About() {
  const team = 'Kranteam';
  return (
    <Layout title="Über uns" description="Wer wir sind">
      <Head>
        <title>{team} – wer wir sind</title>
        <meta name="description" content="Das Team hinter dem Handbuch" />
        <meta property="og:image" content="https://example.org/team.png" />
        <link rel="preconnect" href="https://fonts.example.org" />
      </Head>
      <Head><meta name="robots" content="noindex" /></Head>
      <p>Wir bauen Kräne.</p>
    </Layout>
  );
}
`,
    );
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(site, 'build/ueber-uns/index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Kranteam – wer wir sind</title>');
    expect(head).not.toContain('Über uns | Beispiel');
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual([
      '<meta name="description" content="Das Team hinter dem Handbuch">',
    ]);
    expect(head).toContain('<meta property="og:image" content="https://example.org/team.png" data-kran-head>');
    expect(head).toContain('<link rel="preconnect" href="https://fonts.example.org" data-kran-head>');
    expect(head).toContain('<meta name="robots" content="noindex" data-kran-head>');
    expect(html).toContain('<p>Wir bauen Kräne.</p>');
  }, 90_000);

  it('in Chromium: a home page that is a <Redirect> of @docusaurus/router goes on to the docs, and useHistory() moves', async () => {
    const site = docusaurusStyleSite();
    writeFileSync(
      path.join(site, 'src/pages/index.js'),
      "import { Redirect } from '@docusaurus/router';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n" +
        "export default function Home() {\n  return <Redirect to={useBaseUrl('/docs')} />;\n}\n",
    );
    writeFileSync(
      path.join(site, 'src/pages/weiter.js'),
      "import { useHistory, useLocation } from '@docusaurus/router';\nimport useIsBrowser from '@docusaurus/useIsBrowser';\n" +
        "import Layout from '@theme/Layout';\n\n" +
        'export default function Weiter() {\n  const history = useHistory();\n  const { pathname } = useLocation();\n' +
        '  const isBrowser = useIsBrowser();\n' +
        '  return (\n    <Layout title="Weiter">\n' +
        '      <button type="button" onClick={() => history.push(\'/blog\')}>Von {pathname} zum Blog</button>\n' +
        '      {isBrowser && <p id="hydriert">Hydriert</p>}\n' +
        '    </Layout>\n  );\n}\n',
    );
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    await inBrowserOnBuild(
      path.join(site, 'build'),
      async (page, origin, errors) => {
        await page.goto(`${origin}/handbuch/`);
        await page.waitForURL(`${origin}/handbuch/docs`);
        await page.getByText('Ein kurzer Text auf Deutsch.').waitFor();
        await page.goto(`${origin}/handbuch/weiter`);
        // The prerendered button does nothing until the page has hydrated.
        await page.locator('#hydriert').waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: 'Von /weiter zum Blog' }).click();
        await page.waitForURL(`${origin}/handbuch/blog`);
        expect(errors).toEqual([]);
      },
      { baseUrl: '/handbuch/' },
    );
  }, 90_000);

  it('reports a Docusaurus module Kran does not provide and a package not installed, each at its line, in one round', () => {
    const site = docusaurusStyleSite();
    writeFileSync(
      path.join(site, 'src/pages/index.js'),
      `import useGlobalData from '@docusaurus/useGlobalData';\nimport Confetti from 'react-confetti/dist/confetti';\n${HOME_PAGE}`,
    );
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'src/pages/index.js:1:27\n  The page module does not compile: Kran does not provide the Docusaurus module "@docusaurus/useGlobalData".',
    );
    expect(result.stderr).toContain('Kran provides @theme/Layout, @theme/Heading');
    expect(result.stderr).toContain(
      'src/pages/index.js:2:22\n  The page module does not compile: The package "react-confetti" is not installed.\n' +
        "  Add it to the site's package.json and install it: `npm install react-confetti`.",
    );
    expect(result.stderr).toContain('Nothing was written.');
  });

  it('names the package that imports its own CSS, which Node cannot load, and how to show it in the browser only', () => {
    const site = docusaurusStyleSite();
    const widget = path.join(site, 'node_modules/styled-widget');
    mkdirSync(widget, { recursive: true });
    writeFileSync(
      path.join(widget, 'package.json'),
      JSON.stringify({ name: 'styled-widget', version: '1.0.0', type: 'module', exports: './index.js' }),
    );
    writeFileSync(
      path.join(widget, 'index.js'),
      "import './widget.css';\nexport default function Widget() { return null; }\n",
    );
    writeFileSync(path.join(widget, 'widget.css'), '.widget { color: red; }\n');
    writeFileSync(path.join(site, 'src/pages/index.js'), `import Widget from 'styled-widget';\n${HOME_PAGE}`);
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'src/pages/index.js:1:1\n  The page module src/pages/index.js loads the package "styled-widget", which imports a .css file;',
    );
    expect(result.stderr).toContain("const Widget = lazy(() => import('styled-widget'));");
    expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
  });
});
