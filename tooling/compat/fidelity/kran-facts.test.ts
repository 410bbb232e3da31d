import { describe, expect, it } from 'vitest';
import { kranFacts } from './kran-facts';
import { SAMPLE_LIST_PAGE, SAMPLE_POST_PAGE } from './sample-facts';

// Trimmed from the HTML that Kran's theme writes.
const LIST_PAGE = `<html><head><title>Blog | Podman</title></head><body><main>
<nav aria-label="Blog recent posts navigation"><ul><li><a href="/blogs/b">Second</a></li></ul></nav>
<article class="BlogListLayout_module_post"><header><h2 class="PostHeader_module_title">
      <a href="/blogs/b">Second</a></h2>
<p class="PostHeader_module_meta"><time>December 7, 2022</time> · <!-- -->3 min read</p></header>
<div class="Markdown_module_root"><h2 id="ignored">Ignored</h2></div>
<footer><ul><li><a href="/blogs/tags/podman" class="TagList_module_tag">podman</a></li></ul></footer></article>
<nav aria-label="Blog list page navigation"><a href="/blogs/page/2" rel="next">Older Entries</a></nav></main>
      </body></html>`;

const POST_PAGE = `<html><head><title>First | Podman</title></head><body><main><article data-pagefind-body="">
<header><h1 class="PostHeader_module_title">First</h1>
      <p class="PostHeader_module_meta"><time>May 1, 2020</time> · One min read</p></header>
<div class="Markdown_module_root"><h2 id="setup" class="Markdown_module_heading">Setup<a href="#setup">#</a>
      </h2></div>
<footer><a href="/blogs/tags/v-2" class="TagList_module_tag">v2</a></footer></article>
<nav aria-label="Blog post page navigation"><a href="/blogs/b" rel="prev">Newer Post</a></nav></main></body>
      </html>`;

describe('kranFacts', () => {
  it('reads the posts, pagination and recent posts of a list page', () => {
    expect(kranFacts(LIST_PAGE)).toEqual(SAMPLE_LIST_PAGE);
  });

  it("reads a post page's reading time, tags, heading ids and previous post", () => {
    expect(kranFacts(POST_PAGE)).toEqual(SAMPLE_POST_PAGE);
  });

  it('reads the archive years and the tag index with counts', () => {
    const archive = `<title>Archive | Podman</title><main><section aria-labelledby="archive-2018"><h2>2018</h2><ul>
      <li><a href="/blogs/b">B</a></li><li><a href="/blogs/a">A</a></li></ul></section></main>`;
    expect(kranFacts(archive).archive).toEqual([{ year: '2018', permalinks: ['/blogs/b', '/blogs/a'] }]);
    const tags = `<title>Tags | Podman</title>
      <main><a href="/blogs/tags/podman" class="TagsByLetter_module_tag">podman<span>
      <span aria-hidden="true">26</span><span class="visually-hidden"> (26 posts)</span></span></a></main>`;
    expect(kranFacts(tags).tagIndex).toEqual(['podman </blogs/tags/podman> 26']);
  });

  it('reads the docs sidebar without the text only screen readers hear', () => {
    const doc = `<title>Install | Podman</title><main><nav aria-label="Docs sidebar"><a href="/docs">Start</a>
      <a href="https://docs.podman.io">Docs<svg></svg>
      <span class="visually-hidden"> (opens an external page)</span></a></nav></main>`;
    expect(kranFacts(doc).docsSidebar).toEqual(['Start </docs>', 'Docs <https://docs.podman.io>']);
  });
});
