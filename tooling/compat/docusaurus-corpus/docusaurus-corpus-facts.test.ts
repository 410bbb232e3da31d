import { describe, expect, it } from 'vitest';
import { docusaurusCorpusFacts } from './docusaurus-corpus-facts';

// Trimmed from the HTML that @docusaurus/theme-classic 2.4.3 writes for the corpus.
const DOC_PAGE = `<html><head><title>Configuration | Lantern</title></head><body>
<nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_jmj1"><ul class="theme-doc-sidebar-menu menu__list">
<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item">
  <a class="menu__link" href="/docs">Welcome</a></li>
<li class="theme-doc-sidebar-item-category menu__list-item sidebar-guides"><div class="menu__list-item-collapsible">
  <a class="menu__link menu__link--sublist" aria-expanded="true" href="/docs/guides-overview">Guides</a></div>
  <ul class="menu__list"><li class="theme-doc-sidebar-item-link menu__list-item sidebar-configuration">
    <a class="menu__link menu__link--active" aria-current="page" href="/docs/configuration">Configuration</a></li>
  <li class="theme-doc-sidebar-item-category menu__list-item menu__list-item--collapsed">
    <div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret"
    aria-expanded="false" href="/docs/tuning">Advanced</a></div></li></ul></li>
<li class="theme-doc-sidebar-item-link menuHtmlItem_OniL menu__list-item"><span>Elsewhere</span></li>
</ul></nav>
<div class="theme-doc-version-banner alert" role="alert"><div>This is documentation for Lantern <b>2.0</b>, which is
no longer actively maintained.</div><div>For up-to-date documentation, see the <b><a href="/docs/configuration">latest
version</a></b>.</div></div>
<span class="theme-doc-version-badge badge">Version: 2.0</span>
<div class="theme-doc-markdown markdown"><header><h1>Configuration</h1></header>
<div class="tableOfContentsInline_pY9K"><ul><li><a href="#keys">Keys</a></li></ul></div>
<h2 class="anchor" id="keys">Keys</h2>
<div class="tabs-container"><ul role="tablist"><li role="tab">Linux</li><li role="tab">macOS</li></ul></div>
<details><summary>Why?</summary><div>Because.</div></details>
<p><span class="katex">b = r^2</span></p><p>This sentence comes from a partial file that several pages include.</p>
<span class="corpus-highlight" data-color="amber">Lantern 3.1</span></div>
<nav class="pagination-nav" aria-label="Docs pages">
<a class="pagination-nav__link pagination-nav__link--prev" href="/docs">
<div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Welcome</div></a></nav></body></html>`;

describe('docusaurusCorpusFacts', () => {
  const facts = docusaurusCorpusFacts(DOC_PAGE);

  it('reads the sidebar as a tree with site classes, the current doc and collapsed categories', () => {
    expect(facts.sidebarTree).toEqual([
      { label: 'Welcome', href: '/docs' },
      {
        label: 'Guides',
        href: '/docs/guides-overview',
        className: 'sidebar-guides',
        collapsed: false,
        items: [
          { label: 'Configuration', href: '/docs/configuration', className: 'sidebar-configuration', isCurrent: true },
          { label: 'Advanced', collapsed: true },
        ],
      },
      { label: 'Elsewhere', isHtml: true },
    ]);
    expect(facts.docsSidebar).toBeUndefined();
  });

  it('reads the pager labels, the version badge and the banner', () => {
    expect(facts.pagerLabels).toEqual({ previous: 'Welcome' });
    expect(facts.paginator).toEqual({ previous: '/docs' });
    expect(facts.versionBadge).toBe('Version: 2.0');
    expect(facts.versionBanner).toBe('unmaintained </docs/configuration>');
  });

  it('reads what the content renders', () => {
    expect(facts).toMatchObject({
      headingIds: ['keys'],
      tabs: ['Linux | macOS'],
      tocInline: ['Keys <#keys>'],
      details: ['Why?'],
      katexFormulas: 1,
      highlights: ['Lantern 3.1'],
      showsPartial: true,
      mdxStatementsShown: [],
    });
  });

  it("reads a Docusaurus 3 post's content, a plain div.markdown without microdata", () => {
    const post = `<title>Notes | Lantern</title><main><article><header><h1>Notes</h1></header>
      <div id="__blog-post-container" class="markdown"><p>import Foo from './foo';</p>
      <p>This sentence comes from a partial file that several pages include.</p></div></article></main>`;
    expect(docusaurusCorpusFacts(post)).toMatchObject({
      showsPartial: true,
      mdxStatementsShown: ["import Foo from './foo';"],
    });
  });
});
