import { describe, expect, it } from 'vitest';
import { docFixture } from './fixtures/docs';
import { siteFixture } from './fixtures/site';
import { de } from './i18n/de';
import { createTranslator } from './i18n/translate';
import { pageTitle } from './page-title';

const t = createTranslator('de', de);

describe('pageTitle', () => {
  it("joins the page's title and the site's with a bar, as Docusaurus does", () => {
    expect(pageTitle({ site: siteFixture, route: docFixture }, t)).toBe(`${docFixture.title} | Podman`);
  });

  it("joins them with the site's titleDelimiter", () => {
    const site = { ...siteFixture, titleDelimiter: '·' };
    expect(pageTitle({ site, route: docFixture }, t)).toBe(`${docFixture.title} · Podman`);
  });

  it("is the <title> of the content's MDX <head> alone, as Docusaurus writes it", () => {
    const route = { ...docFixture, headTags: [{ tagName: 'title' as const, text: 'Nur intern' }] };
    expect(pageTitle({ site: siteFixture, route }, t)).toBe('Nur intern');
  });
});
