import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBrowserOnBuild } from './in-browser.js';
import { cli, copyFixture, editConfig } from './fixture-site.js';

// A home page of a translated Docusaurus site: translate() at the module's top level and in render, <Translate> with
// a value that is an element, <Interpolate>, and the locales of useDocusaurusContext().
const HOME_PAGE = `import Translate, { translate } from '@docusaurus/Translate';
import Interpolate from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

const features = [translate({ id: 'home.feature.fast', message: 'Fast' }), translate({ message: 'Simple' })];

export default function Home() {
  const { i18n } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const { label } = i18n.localeConfigs[i18n.currentLocale];
  return (
    <Layout title={translate({ id: 'home.title', message: 'Home' })}>
      <h1 id="heading">
        <Translate id="home.heading" description="The page's heading" values={{ name: <b>Kran</b> }}>
          {'Welcome to {name}'}
        </Translate>
      </h1>
      <p id="count">{translate({ id: 'home.count', message: '{count} posts' }, { count: 3 })}</p>
      <ul id="features">{features.map((feature) => <li key={feature}>{feature}</li>)}</ul>
      <p id="locale">{\`\${i18n.currentLocale} (\${label}) of \${i18n.locales.join(', ')}, default \${i18n.defaultLocale}\`}</p>
      <p id="docs"><Interpolate values={{ docs: <a href="/docs">docs</a> }}>{'Read the {docs}.'}</Interpolate></p>
      {isBrowser && <p id="hydrated"><Translate id="home.hydrated">Ready</Translate></p>}
    </Layout>
  );
}
`;

const GERMAN = {
  'home.title': { message: 'Startseite' },
  'home.heading': { message: 'Willkommen bei {name}', description: "The page's heading" },
  'home.count': { message: '{count} Beiträge' },
  'home.feature.fast': { message: 'Schnell' },
  Simple: { message: 'Einfach' },
  'home.hydrated': { message: 'Bereit' },
  'theme.common.skipToMainContent': { message: 'Zum Inhalt springen' },
};

/** The minimal site in English (its default locale) and German, its home page a React page that is translated. */
function translatedSite(): string {
  const site = copyFixture('translate');
  editConfig(site, "locale: { code: 'de' },", "i18n: { defaultLocale: 'en', locales: ['en', 'de'] },");
  editConfig(site, "pages: { path: 'pages' },", "pages: { path: 'src/pages' },");
  mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  writeFileSync(path.join(site, 'src/pages/index.js'), HOME_PAGE);
  mkdirSync(path.join(site, 'i18n/de'), { recursive: true });
  writeFileSync(path.join(site, 'i18n/de/code.json'), `${JSON.stringify(GERMAN, null, 2)}\n`);
  return site;
}

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

describe('kran build: @docusaurus/Translate on React pages', () => {
  let site: string;
  const read = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

  beforeAll(() => {
    site = translatedSite();
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
  }, 120_000);

  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('prerenders the messages as written in the default locale', () => {
    const html = read('index.html');
    expect(html).toContain('<title>Home | Beispiel</title>');
    expect(html).toContain('<h1 id="heading">Welcome to <b>Kran</b></h1>');
    expect(html).toContain('<p id="count">3 posts</p>');
    expect(html).toContain('<ul id="features"><li>Fast</li><li>Simple</li></ul>');
    expect(html).toContain('<p id="locale">en (English) of en, de, default en</p>');
    expect(html).toContain('<p id="docs">Read the <a href="/docs">docs</a>.</p>');
  });

  it("prerenders the locale's messages of code.json in the other locale", () => {
    const html = read('de/index.html');
    expect(html).toContain('<title>Startseite | Beispiel</title>');
    expect(html).toContain('<h1 id="heading">Willkommen bei <b>Kran</b></h1>');
    expect(html).toContain('<p id="count">3 Beiträge</p>');
    expect(html).toContain('<ul id="features"><li>Schnell</li><li>Einfach</li></ul>');
    expect(html).toContain('<p id="locale">de (Deutsch) of en, de, default en</p>');
    // No message for it in code.json: the message as written.
    expect(html).toContain('<p id="docs">Read the <a href="/docs">docs</a>.</p>');
  });

  it('ships the messages only in the chunk of the pages that import Translate, without the theme’s ids', () => {
    const assets = path.join(site, 'build/de/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const withMessages = scripts.filter((file) =>
      readFileSync(path.join(assets, file), 'utf8').includes('Willkommen bei'),
    );
    expect(withMessages).toHaveLength(1);
    const entry = /<script type="module"[^>]* src="\/de\/assets\/([^"]+)"/.exec(read('de/index.html'))![1]!;
    expect(withMessages).not.toContain(entry);
    expect(readFileSync(path.join(assets, withMessages[0]!), 'utf8')).not.toContain('Zum Inhalt springen');
  });

  it('hydrates the translated page in the browser with the same messages', async () => {
    // The whole output, as a host serves it: the root's security headers allow every locale's inline scripts.
    await inBrowserOnBuild(path.join(site, 'build'), async (page, origin, errors) => {
      await page.goto(`${origin}/de/`);
      await page.locator('#hydrated').waitFor({ timeout: 15_000 });
      expect(await page.locator('#hydrated').textContent()).toBe('Bereit');
      expect(await page.locator('#heading').innerHTML()).toBe('Willkommen bei <b>Kran</b>');
      expect(await page.locator('#features').textContent()).toBe('SchnellEinfach');
      expect(await page.title()).toBe('Startseite | Beispiel');
      expect(errors).toEqual([]);
    });
  }, 90_000);
});

describe('kran build: a code.json that is not valid', () => {
  it('stops at the line and column of a JSON syntax error and at each entry without a message', () => {
    const site = translatedSite();
    try {
      writeFileSync(path.join(site, 'i18n/de/code.json'), '{\n  "home.title": { "message": "Startseite" },\n}\n');
      const broken = build(site);
      expect(broken.status).not.toBe(0);
      expect(broken.stderr).toContain('i18n/de/code.json:3:1');
      expect(broken.stderr).toContain('The file is not valid JSON');

      writeFileSync(
        path.join(site, 'i18n/de/code.json'),
        '{\n  "home.title": { "message": "Startseite" },\n  "home.count": "{count} Beiträge",\n  "home.heading": {}\n}\n',
      );
      const wrong = build(site);
      expect(wrong.status).not.toBe(0);
      expect(wrong.stderr).toContain('i18n/de/code.json:3:3');
      expect(wrong.stderr).toContain('The translation "home.count" is not an object with a "message"');
      expect(wrong.stderr).toContain('i18n/de/code.json:4:3');
      expect(wrong.stderr).toContain('The translation "home.heading" has no "message"');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 120_000);
});
