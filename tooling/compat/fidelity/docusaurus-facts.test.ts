import { describe, expect, it } from 'vitest';
import { docusaurusFacts } from './docusaurus-facts';
import { SAMPLE_LIST_PAGE, SAMPLE_POST_PAGE } from './sample-facts';

// Trimmed from the HTML that @docusaurus/theme-classic 2.4.3 writes.
const LIST_PAGE = `<html><head><title data-rh="true">Blog | Podman</title></head><body>
<aside><nav aria-label="Blog recent posts navigation"><ul><li><a href="/blogs/b">Second</a></li></ul></nav></aside>
<main itemtype="http://schema.org/Blog"><article itemprop="blogPost"><header><h2>
      <a itemprop="url" href="/blogs/b">Second</a></h2>
<div><time datetime="2022-12-07">December 7, 2022</time> · <!-- -->3 min read</div></header>
<div class="markdown" itemprop="articleBody"><h2 id="ignored">Ignored</h2></div>
<footer class="row"><div class="col"><b>Tags:</b><ul><li><a href="/blogs/tags/podman">podman</a></li></ul></div>
<div class="col"><a aria-label="Read more about Second" href="/blogs/b"><b>Read More</b></a></div></footer>
      </article>
<nav class="pagination-nav" aria-label="Blog list page navigation">
      <a class="pagination-nav__link pagination-nav__link--next" href="/blogs/page/2">Older Entries</a></nav>
</main></body></html>`;

const POST_PAGE = `<html><head><title>First | Podman</title></head><body><main itemtype="http://schema.org/Blog">
<article itemprop="blogPost"><header><h1 itemprop="headline">First</h1>
      <div><time>May 1, 2020</time> · <!-- -->One min read</div></header>
<div class="markdown" itemprop="articleBody"><h1>Content title</h1>
      <h2 class="anchor" id="setup">Setup<a class="hash-link" href="#setup">​</a></h2></div>
<footer><div class="col"><ul><li><a href="/blogs/tags/v-2">v2</a></li></ul></div></footer></article>
<nav class="pagination-nav" aria-label="Blog post page navigation">
      <a class="pagination-nav__link pagination-nav__link--prev" href="/blogs/b">Newer Post</a></nav>
</main></body></html>`;

// The same pages as @docusaurus/theme-classic 3.x writes them: no microdata, the post's body in a container by id.
const withoutMicrodata = (html: string) =>
  html
    .replace(/ item(prop|type)="[^"]*"/g, '')
    .replace('<div class="markdown">', '<div id="__blog-post-container" class="markdown">');

// A doc page of 3.x: its article holds the doc's header inside the markdown, so it is no post.
const DOC_PAGE = `<title>Install | Podman</title><main><article><nav class="theme-doc-breadcrumbs"></nav>
<div class="theme-doc-markdown markdown"><header><h1>Install</h1></header><h2 id="steps">Steps</h2>
<footer><ul><li><a href="/docs/tags/setup">setup</a></li></ul></footer></div></article></main>`;

describe('docusaurusFacts', () => {
  it('reads the list and post pages of Docusaurus 3, which have no microdata, as those of 2.4.3', () => {
    expect(docusaurusFacts(withoutMicrodata(LIST_PAGE))).toEqual(SAMPLE_LIST_PAGE);
    expect(docusaurusFacts(withoutMicrodata(POST_PAGE))).toEqual(SAMPLE_POST_PAGE);
  });

  it("takes no doc page for a post: a doc's header lies inside its markdown", () => {
    expect(docusaurusFacts(DOC_PAGE)).toEqual({ title: 'Install | Podman', headingIds: ['steps'] });
  });

  it('reads the posts, pagination and recent posts of a list page', () => {
    expect(docusaurusFacts(LIST_PAGE)).toEqual(SAMPLE_LIST_PAGE);
  });

  it("reads a post page's reading time, tags, heading ids and previous post", () => {
    expect(docusaurusFacts(POST_PAGE)).toEqual(SAMPLE_POST_PAGE);
  });

  it('reads the archive years and the tag index with counts', () => {
    const archive = `<title>Archive | Podman</title><main><section><div class="col"><h3>2018</h3><ul>
      <li><a href="/blogs/b">May 1 - B</a></li><li><a href="/blogs/a">April 1 - A</a></li></ul></div>
      </section></main>`;
    expect(docusaurusFacts(archive).archive).toEqual([{ year: '2018', permalinks: ['/blogs/b', '/blogs/a'] }]);
    // 3.x links each year's heading to itself, with a zero-width space as the link's text.
    const linkedYear = archive.replace(
      '<h3>2018</h3>',
      '<h3 id="2018">2018<a href="#2018" class="hash-link">\u200b</a></h3>',
    );
    expect(docusaurusFacts(linkedYear).archive?.[0]?.year).toBe('2018');
    const tags = `<title>Tags | Podman</title><main><section><article><h2>P</h2><ul>
      <li><a href="/blogs/tags/podman">podman<span>26</span></a></li></ul></article></section></main>`;
    expect(docusaurusFacts(tags).tagIndex).toEqual(['podman </blogs/tags/podman> 26']);
  });

  it('reads the docs sidebar', () => {
    const doc = `<title>Install | Podman</title>
      <aside><nav class="menu"><ul><li><a class="menu__link" href="/docs">Start</a></li>
      <li><a class="menu__link" href="https://docs.podman.io" target="_blank">Docs<svg></svg></a></li></ul>
      </nav></aside>`;
    expect(docusaurusFacts(doc).docsSidebar).toEqual(['Start </docs>', 'Docs <https://docs.podman.io>']);
  });
});
