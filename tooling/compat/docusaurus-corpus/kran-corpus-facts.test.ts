import { describe, expect, it } from 'vitest';
import { kranCorpusFacts } from './kran-corpus-facts';

// Trimmed from the HTML that Kran's theme writes for the corpus.
const DOC_PAGE = `<html><head><title>Configuration | Lantern</title></head><body><main>
<nav class="DocsSidebar_module_root" aria-label="Docs sidebar"><ul class="DocsSidebar_module_list">
<li><a href="/docs" class="DocsSidebar_module_link">Welcome</a></li>
<li class="sidebar-guides"><details open=""><summary class="DocsSidebar_module_categoryLabel">
  <a href="/docs/guides-overview" class="DocsSidebar_module_categoryLink">Guides</a></summary>
  <ul class="DocsSidebar_module_list"><li class="sidebar-configuration"><a href="/docs/configuration"
    class="DocsSidebar_module_link DocsSidebar_module_isCurrent" aria-current="page">Configuration</a></li>
  <li><details><summary class="DocsSidebar_module_categoryLabel">Advanced</summary>
    <ul><li><a href="/docs/tuning">Tuning</a></li></ul></details></li></ul></details></li>
<li class="DocsSidebar_module_html"><span class="sidebar-divider">Elsewhere</span></li>
<li><a href="https://example.org" class="DocsSidebar_module_link">On the web<span class="visually-hidden">
  (opens an external page)</span></a></li>
</ul></nav>
<aside class="DocVersionBanner_module_root" aria-label="Version notice"><p>This is documentation for version 2.0, which
is no longer actively maintained.</p><p>For up-to-date documentation, see the latest version.
<a href="/docs/configuration">Go to the latest version</a></p></aside>
<article><span class="DocVersionBadge_module_root">Version: 2.0</span><h1>Configuration</h1>
<div class="Markdown_module_root">
<div class="TOCInline_module_root"><ul><li><a href="#keys">Keys</a></li></ul></div>
<h2 id="keys">Keys</h2>
<div class="Tabs_module_root"><div role="tablist"><button role="tab">Linux</button><button role="tab">macOS</button>
</div></div>
<p>import Note from './_note.md';</p>
</div></article>
<nav class="Pager_module_root" aria-label="Docs pages"><a href="/docs" rel="prev">
<span class="Pager_module_sublabel">Previous</span><span class="Pager_module_title"><span aria-hidden="true">« </span>
Welcome</span></a></nav></main></body></html>`;

describe('kranCorpusFacts', () => {
  const facts = kranCorpusFacts(DOC_PAGE);

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
      { label: 'On the web', href: 'https://example.org' },
    ]);
  });

  it('reads the pager labels without their arrows, the version badge and the banner', () => {
    expect(facts.pagerLabels).toEqual({ previous: 'Welcome' });
    expect(facts.versionBadge).toBe('Version: 2.0');
    expect(facts.versionBanner).toBe('unmaintained </docs/configuration>');
  });

  it('reads what the content renders, and an MDX import shown as text', () => {
    expect(facts).toMatchObject({
      headingIds: ['keys'],
      tabs: ['Linux | macOS'],
      tocInline: ['Keys <#keys>'],
      mdxStatementsShown: ["import Note from './_note.md';"],
    });
    expect(facts.showsPartial).toBeUndefined();
    expect(facts.katexFormulas).toBeUndefined();
  });
});
