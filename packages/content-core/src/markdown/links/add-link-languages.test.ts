import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, temporarySite } from '../../../test/bad-input/sites.js';
import { buildFixture, fixtureConfig, routeOf } from '../../../test/fixture-site.js';
import type { SiteConfig } from '../../config/config.js';

const germanSite: Partial<SiteConfig> = {
  url: 'https://podman.io',
  locale: { code: 'de' },
  pages: { path: 'pages' },
  markdown: { linkLanguages: { default: 'en', byUrl: { 'https://www.heise.de/': 'de' } } },
};

const hint = (text: string) => `<span class="link-language" data-pagefind-ignore=""> ${text}</span>`;

describe('links to texts in another language', async () => {
  const manifest = await buildFixture('link-languages', germanSite);
  const post = routeOf(manifest, 'blogPost', '/blogs/2024/03/01/links');
  const html = toHtml(post.content);

  it('get hreflang and, after the link, a hint in the site language', () => {
    expect(html).toContain(
      `<a href="https://docs.podman.io/en/latest/" hreflang="en">Handbuch</a>${hint('(englisch)')} erklärt alles`,
    );
  });

  it('leave links in the site language alone: matched by prefix, internal, or into the site URL', () => {
    expect(html).toContain('<a href="https://www.heise.de/developer/artikel/Podman-1.html">Artikel bei heise</a> auch');
    expect(html).toContain('<a href="/docs/anleitung">Anleitung</a> liegt');
    expect(html).toContain('<a href="https://podman.io/logo.svg">Logo</a> auch');
  });

  it("follow the author's hreflang over the config, for external and internal links", () => {
    expect(html).toContain(
      '<a href="https://github.com/containers/podman/blob/main/README.de.md" hreflang="de">deutsches README</a> und',
    );
    expect(html).toContain(`<a href="/docs/anleitung" hreflang="fr">la même chose</a>${hint('(französisch)')}.`);
  });

  it('say the language after a comma when the link stands in parentheses, which are not doubled', () => {
    expect(html).toContain(
      'Von Anna Beispiel (<a href="https://github.com/anna-beispiel" hreflang="en">GitHub</a>' +
        '<span class="link-language" data-pagefind-ignore="">, englisch</span>).',
    );
  });

  it('give a link made of an image hreflang, but no hint', () => {
    expect(html).toMatch(/<a href="https:\/\/github.com\/containers\/podman" hreflang="en"><img [^>]+><\/a><\/p>/);
  });

  it('keep the id, table of contents entry and description of what they stand in', () => {
    expect(html).toContain(
      `<h2 id="mehr-bei-github">Mehr bei <a href="https://github.com/containers/podman" hreflang="en">GitHub</a>${hint('(englisch)')}</h2>`,
    );
    expect(post.toc).toEqual([{ id: 'mehr-bei-github', text: 'Mehr bei GitHub', level: 2 }]);
    expect(post.description).toBe('Das Handbuch erklärt alles, der Artikel bei heise auch.');
  });

  it('keep their hint in the summary of a truncated post', () => {
    const list = routeOf(manifest, 'blogList', '/blogs');
    expect(toHtml(list.posts[0]!.content)).toBe(
      `<p>Das <a href="https://docs.podman.io/en/latest/" hreflang="en">Handbuch</a>${hint('(englisch)')} erklärt alles, ` +
        'der <a href="https://www.heise.de/developer/artikel/Podman-1.html">Artikel bei heise</a> auch.</p>',
    );
  });

  it('get their hint in docs and markdown pages too', () => {
    expect(toHtml(routeOf(manifest, 'doc', '/docs/anleitung').content)).toContain(
      `<a href="https://docs.podman.io/en/latest/Commands.html" hreflang="en">Befehlsreferenz</a>${hint('(englisch)')}.`,
    );
    expect(toHtml(routeOf(manifest, 'page', '/info').content)).toContain(`>Matrix</a>${hint('(englisch)')}.`);
  });

  it("are worded in an English site's language", async () => {
    const english = await buildFixture('link-languages', {
      ...germanSite,
      locale: { code: 'en' },
      markdown: { linkLanguages: { byUrl: { 'https://www.heise.de/': 'de' } } },
    });
    const englishHtml = toHtml(routeOf(english, 'blogPost', '/blogs/2024/03/01/links').content);
    expect(englishHtml).toContain(
      `<a href="https://www.heise.de/developer/artikel/Podman-1.html" hreflang="de">Artikel bei heise</a>${hint('(in German)')}`,
    );
    expect(englishHtml).toContain('<a href="https://docs.podman.io/en/latest/">Handbuch</a> erklärt');
  });

  it('are not marked without linkLanguages in the config', async () => {
    const plain = await buildFixture('link-languages', { ...germanSite, markdown: {} });
    expect(toHtml(routeOf(plain, 'doc', '/docs/anleitung').content)).toContain(
      '<a href="https://docs.podman.io/en/latest/Commands.html">Befehlsreferenz</a>.',
    );
  });
});

describe('an hreflang in raw HTML that is not a language code', () => {
  it('is reported at the attribute', async () => {
    const site = temporarySite({
      'docs/anleitung.md': '# Anleitung\n\nSiehe <a href="https://example.org"\n  hreflang="englisch">dort</a>.\n',
    });
    const errors = described(await contentErrorsOf(site.siteDir, { ...fixtureConfig, ...germanSite, pages: false }));
    site.remove();
    expect(errors).toEqual([
      {
        message:
          'The link has hreflang="englisch", which is not a language code, so readers cannot be told its language.',
        location: { file: 'docs/anleitung.md', line: 4, column: 3 },
        hint: 'Write a BCP 47 language code, e.g. hreflang="en" for English or hreflang="de" for German.',
      },
    ]);
  });
});
