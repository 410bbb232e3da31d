import { de, en, type Messages } from '@kran/theme';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBrowserOnBuild } from './in-browser.js';
import { bilingualSite } from './bilingual-site.js';
import { cli, editConfig } from './fixture-site.js';

const kran = (site: string, ...args: string[]) =>
  spawnSync(process.execPath, [cli, 'build', '--site', site, ...args], { encoding: 'utf8' });

describe('a site in several languages', () => {
  let site: string;
  const read = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

  beforeAll(() => {
    site = bilingualSite();
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
  }, 120_000);

  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('writes the default locale at the root and the other below its code, each in its language', () => {
    expect(read('docs/index.html')).toContain('<html lang="de" dir="ltr"');
    expect(read('docs/index.html')).toContain('Hallo Welt');
    expect(read('en/docs/index.html')).toContain('<html lang="en-GB" dir="ltr"');
    expect(read('en/docs/index.html')).toContain('Hello world');
  });

  it('lists the routes of every locale with kran routes, each below its own path', () => {
    const routes = execFileSync(process.execPath, [cli, 'routes', '--site', site], { encoding: 'utf8' }).split('\n');
    expect(routes).toEqual(expect.arrayContaining(['/', '/docs', '/en', '/en/docs', '/en/blog/2024/01/02/erster']));
  });

  it('takes an untranslated file from the default locale, at the other locale’s URL', () => {
    expect(read('en/blog/2024/02/03/zweiter/index.html')).toContain('Zweiter');
    expect(read('en/blog/2024/01/02/erster/index.html')).toContain('First post');
  });

  it('names the page in every locale on every page, the default one as x-default', () => {
    const alternates = [
      '<link rel="alternate" hreflang="de" href="https://example.org/docs">',
      '<link rel="alternate" hreflang="en-GB" href="https://example.org/en/docs">',
      '<link rel="alternate" hreflang="x-default" href="https://example.org/docs">',
    ].join('\n');
    expect(read('docs/index.html')).toContain(alternates);
    expect(read('en/docs/index.html')).toContain(alternates);
  });

  it('gives each locale its own sitemap, search index, feeds and scripts', () => {
    expect(read('sitemap.xml')).toContain('<loc>https://example.org/docs</loc>');
    expect(read('sitemap.xml')).not.toContain('/en/');
    expect(read('en/sitemap.xml')).toContain('<loc>https://example.org/en/docs</loc>');
    expect(existsSync(path.join(site, 'build/en/pagefind/pagefind.js'))).toBe(true);
    expect(read('en/blog/rss.xml')).toContain('First post');
    expect(read('en/docs/index.html')).toMatch(/src="\/en\/assets\/[^"]+\.js"/);
  });

  it("bundles once for both locales: the same scripts and styles by name and bytes, each locale's texts beside them", async () => {
    const assetsOf = (folder: string) => readdirSync(path.join(site, 'build', folder)).sort();
    const localeModule = /^locale-(code-)?\w+\.js$/;
    expect(assetsOf('en/assets')).toEqual(assetsOf('assets'));
    expect(assetsOf('assets').filter((file) => localeModule.test(file))).toHaveLength(2);
    for (const file of assetsOf('assets').filter((each) => !localeModule.test(each)))
      expect(read(`en/assets/${file}`), file).toBe(read(`assets/${file}`));
    const i18nFile = assetsOf('assets').find((file) => /^locale-\w+\.js$/.test(file))!;
    // The module as a browser runs it (the site's folder has no package.json that would make Node read it as ESM).
    const i18nOf = async (folder: string) => {
      const source = read(`${folder}/${i18nFile}`);
      const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
        i18n: { locale: string; messages: Messages };
      };
      return module.i18n;
    };
    expect(await i18nOf('assets')).toMatchObject({ locale: 'de', messages: { 'docs.next': de['docs.next'] } });
    expect(await i18nOf('en/assets')).toMatchObject({ locale: 'en', messages: { 'docs.next': en['docs.next'] } });
    // The app imports the locale's texts instead of holding its table: no English text in the English scripts.
    const scripts = assetsOf('en/assets').filter((file) => file.endsWith('.js') && !localeModule.test(file));
    expect(scripts.filter((file) => read(`en/assets/${file}`).includes(`"./${i18nFile}"`))).toHaveLength(1);
    expect(scripts.filter((file) => read(`en/assets/${file}`).includes(en['docs.editThisPage']))).toEqual([]);
  });

  it("hydrates each locale's pages with its own theme texts, and renders them in its language in the browser", async () => {
    await inBrowserOnBuild(path.join(site, 'build'), async (page, origin, errors) => {
      for (const { blog, post, messages } of [
        { blog: '/blog', post: 'Erster Beitrag', messages: de },
        { blog: '/en/blog', post: 'First post', messages: en },
      ]) {
        await page.goto(`${origin}${blog}`);
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('__kran') ?? {}).some((key) => key.startsWith('__reactContainer')),
        );
        // The post's page rendered in the browser, with the theme's texts of the app's locale.
        await page.getByRole('link', { name: post, exact: true }).first().click();
        const pager = page.getByRole('navigation', { name: messages['blogPost.label'] });
        await pager.waitFor({ timeout: 15_000 });
        expect(await pager.textContent()).toContain(messages['blogPost.newer']);
      }
      expect(errors).toEqual([]);
    });
  }, 90_000);

  it('leaves the whole previous output as it was when one locale fails, naming the translated file', () => {
    const before = read('en/docs/index.html');
    const broken = path.join(site, 'i18n/en/docusaurus-plugin-content-docs/current/index.md');
    writeFileSync(broken, '---\ntitle: [Hello\n---\n\nBroken front matter.\n');
    const failed = kran(site);
    writeFileSync(broken, '---\ntitle: Hello world\n---\n\nA short text.\n');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('i18n/en/docusaurus-plugin-content-docs/current/index.md:2');
    expect(read('en/docs/index.html')).toBe(before);
    expect(read('docs/index.html')).toContain('Hallo Welt');
  });

  it('builds one locale alone with --locale, into its folder, and refuses one the site does not have', () => {
    const rootPage = path.join(site, 'build/docs/index.html');
    const rootBefore = readFileSync(rootPage, 'utf8');
    const built = kran(site, '--locale', 'en');
    expect(built.status).toBe(0);
    expect(read('en/docs/index.html')).toContain('Hello world');
    expect(readFileSync(rootPage, 'utf8')).toBe(rootBefore);
    // The config's locale.code beside i18n picks the locale as --locale does.
    editConfig(site, 'i18n: {', "locale: { code: 'en' },\n  i18n: {");
    const fromConfig = kran(site);
    editConfig(site, "locale: { code: 'en' },\n  i18n: {", 'i18n: {');
    expect(fromConfig.status).toBe(0);
    expect(fromConfig.stdout).toMatch(/into \S*build\/en in /);
    const unknown = kran(site, '--locale', 'fr');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('--locale fr is not a locale of this site.');
    expect(unknown.stderr).toContain('Write one of: de, en');
  });
});
