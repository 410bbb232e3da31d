import { describe, expect, it } from 'vitest';
import { docusaurusI18nFacts, type I18nPageFacts, kranI18nFacts } from './i18n-facts';

const HEAD = `<head><title>Exporting logs | Loomcast</title>
<link rel="canonical" href="https://loomcast.example.org/de/docs/guides/export">
<link rel="alternate" href="https://loomcast.example.org/docs/guides/export" hreflang="en">
<link rel="alternate" href="https://loomcast.example.org/de/docs/guides/export" hreflang="de-DE">
<link rel="alternate" href="https://loomcast.example.org/docs/guides/export" hreflang="x-default">
<link rel="alternate" type="application/rss+xml" href="/de/blog/rss.xml" title="Loomcast RSS Feed"></head>`;

// Trimmed from the German build Docusaurus 2.4.3 made of the i18n repository.
const DOCUSAURUS_PAGE = `<html lang="de-DE" dir="ltr">${HEAD}<body>
<nav aria-label="Main" class="navbar"><div class="navbar__inner"><div class="navbar__items">
<a class="navbar__brand" href="/de/"><b class="navbar__title">Loomcast</b></a>
<a class="navbar__item navbar__link" href="/de/docs/intro">Handbuch</a></div>
<div class="navbar__items navbar__items--right"><div class="navbar__item dropdown">
<a href="#" role="button" class="navbar__link"><svg aria-hidden="true"></svg>Deutsch</a><ul class="dropdown__menu">
<li><a href="/docs/guides/export" class="dropdown__link" lang="en">English</a></li>
<li><a href="/de/docs/guides/export" class="dropdown__link dropdown__link--active" lang="de-DE">Deutsch</a></li>
</ul></div></div></div></nav>
<aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu"><ul class="menu__list">
<li class="menu__list-item"><a class="menu__link" href="/de/docs/intro">Willkommen</a></li>
<li class="menu__list-item"><div class="menu__list-item-collapsible">
<a class="menu__link menu__link--sublist" href="#">Anleitungen</a></div><ul class="menu__list">
<li class="menu__list-item"><a class="menu__link menu__link--active" href="/de/docs/guides/export">Exporting logs</a></li>
</ul></li></ul></nav></aside>
<main><article><header><h1>Exporting logs</h1></header></article>
<nav class="pagination-nav" aria-label="Dokumentation Seiten">
<a class="pagination-nav__link pagination-nav__link--next" href="/de/docs/faq">
<div class="pagination-nav__sublabel">Nächste Seite</div><div class="pagination-nav__label">Questions</div></a></nav>
</main>
<footer class="footer"><div class="footer__title">Handbuch</div><ul><li>
<a class="footer__link-item" href="/de/docs/intro">Hier beginnen</a></li></ul>
<div class="footer__copyright">Die Loomcast-Mitwirkenden.</div></footer></body></html>`;

// The same page as Kran's theme writes it: CSS-module classes, a <details> category whose summary is a link.
const KRAN_PAGE = `<html lang="de-DE" dir="ltr">${HEAD}<body>
<nav class="NavbarLayout_module_root" aria-label="Hauptnavigation"><div class="NavbarLayout_module_bar">
<a href="/de/" class="NavbarBrand_module_root"><span class="NavbarBrand_module_title">Loomcast</span></a>
<ul class="NavbarLayout_module_items"><li><a href="/de/docs/intro" class="Navbar_module_link">Handbuch</a></li></ul>
<ul class="NavbarLayout_module_items NavbarLayout_module_right"><li class="NavbarDropdown_module_root">
<button type="button" class="NavbarDropdown_module_button">Deutsch<svg aria-hidden="true"></svg></button>
<ul hidden=""><li><a href="/docs/guides/export" lang="en">English</a></li>
<li><a href="/de/docs/guides/export" lang="de-DE">Deutsch</a></li></ul></li></ul></div></nav>
<main><nav class="DocsSidebar_module_root" aria-label="Dokumentation"><ul class="DocsSidebar_module_list">
<li><a href="/de/docs/intro" class="DocsSidebar_module_link">Willkommen</a></li>
<li><details open=""><summary class="DocsSidebar_module_categoryLabel">Anleitungen</summary>
<ul class="DocsSidebar_module_list"><li><a href="/de/docs/guides/export" aria-current="page">Exporting logs</a></li>
</ul></details></li></ul></nav>
<article><h1>Exporting logs</h1></article>
<nav class="Pager_module_root" aria-label="Dokumentationsseiten"><a href="/de/docs/faq" rel="next">
<span class="Pager_module_sublabel">Nächste Seite</span><span class="Pager_module_title">Questions
<span aria-hidden="true"> »</span></span></a></nav></main>
<footer class="Footer_module_root" aria-label="Fußzeile"><section><h2 class="Footer_module_title">Handbuch</h2><ul>
<li><a href="/de/docs/intro" class="Footer_module_link">Hier beginnen</a></li></ul></section>
<div class="Footer_module_copyright">Die Loomcast-Mitwirkenden.</div></footer></body></html>`;

const FACTS: I18nPageFacts = {
  htmlLang: 'de-DE',
  dir: 'ltr',
  title: 'Exporting logs | Loomcast',
  h1: 'Exporting logs',
  canonical: 'https://loomcast.example.org/de/docs/guides/export',
  alternates: [
    'en <https://loomcast.example.org/docs/guides/export>',
    'de-DE <https://loomcast.example.org/de/docs/guides/export>',
    'x-default <https://loomcast.example.org/docs/guides/export>',
  ],
  navbar: ['Handbuch </de/docs/intro>', 'Deutsch'],
  localeDropdown: ['en: English </docs/guides/export>', 'de-DE: Deutsch </de/docs/guides/export>'],
  footer: ['Handbuch', 'Hier beginnen </de/docs/intro>'],
  copyright: 'Die Loomcast-Mitwirkenden.',
  sidebarCategories: ['Anleitungen'],
  sidebarDocs: ['Willkommen </de/docs/intro>', 'Exporting logs </de/docs/guides/export>'],
  pagerSublabels: { next: 'Nächste Seite' },
};

describe('the i18n facts of a page', () => {
  it("reads Docusaurus 2.4.3's markup without its translated ARIA labels: lang, alternates, navbar, locales, footer", () => {
    expect(docusaurusI18nFacts(DOCUSAURUS_PAGE)).toEqual(FACTS);
  });

  it("reads the same facts from Kran's markup", () => {
    expect(kranI18nFacts(KRAN_PAGE)).toEqual(FACTS);
  });

  it('leaves out what a page does not show (no sidebar, pager, locale dropdown or h1)', () => {
    const facts = docusaurusI18nFacts(
      '<html lang="ar" dir="rtl"><head><title>ملاحظات</title></head><body></body></html>',
    );
    expect(facts).toEqual({ htmlLang: 'ar', dir: 'rtl', title: 'ملاحظات', alternates: [], navbar: [], footer: [] });
  });
});
