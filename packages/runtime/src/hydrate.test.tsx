import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_ID, ROOT_ID } from './constants';
import { hydrate } from './hydrate';
import { MarkupContentLocator } from './markup-content-locator';
import type { PageData } from './page-data';
import { encodePageData } from './page-data-codec';
import { renderPageToString } from './server';

interface PostProps {
  title: string;
  content: { html: string };
}

const post: PageData<PostProps> = {
  path: '/blogs/podman-4',
  title: 'Podman 4 | Podman',
  props: {
    title: 'Podman 4',
    content: {
      html: '<h2 id="neu">Was ist neu?</h2><p>Mit <code>podman run</code> startet&#x27;s.<br/>Ohne Daemon.</p>',
    },
  },
};
const settings = { baseUrl: '/', routeMapUrl: '/_kran/route-map.json' };

function renderPost(page: PageData<PostProps>) {
  return (
    <main>
      <h1>{page.props.title}</h1>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.props.content.html }} />
    </main>
  );
}

/** The page as kran build writes it: the prerendered markup, and the data without the content the markup holds. */
function loadBuiltPage(page: PageData<PostProps>): string {
  // Rendering for the server in this DOM environment, React warns that KranApp's layout effect will not run.
  const serverWarnings = vi.spyOn(console, 'error').mockImplementation(() => {});
  const body = renderPageToString(page, renderPost, { baseUrl: '/' });
  serverWarnings.mockRestore();
  const locator = new MarkupContentLocator(body);
  const inline = encodePageData(page, {}, locator.locate);
  const embedded = `{"page":${inline},"contentSelectors":${JSON.stringify(locator.selectors)},"settings":${JSON.stringify(settings)}}`;
  window.history.replaceState(null, '', page.path);
  document.body.innerHTML = `<div id="${ROOT_ID}">${body}</div><script id="${DATA_ID}" type="application/json"></script>`;
  document.getElementById(DATA_ID)!.textContent = embedded;
  return embedded;
}

async function hydrateRecording(): Promise<PageData<PostProps>[]> {
  const rendered: PageData<PostProps>[] = [];
  await act(() => hydrate<PostProps>({ renderPage: (page) => (rendered.push(page), renderPost(page)) }));
  return rendered;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('hydrate', () => {
  it('takes the content from the markup it hydrates, which the embedded data does not carry, without a mismatch', async () => {
    const embedded = loadBuiltPage(post);
    expect(embedded).not.toContain('podman run');
    const markdown = document.querySelector('.markdown')!;
    const nodes = [...markdown.childNodes];
    const errors = vi.spyOn(console, 'error');
    const rendered = await hydrateRecording();
    expect(errors).not.toHaveBeenCalled();
    expect(rendered.at(-1)).toEqual({
      ...post,
      props: { ...post.props, content: { html: markdown.innerHTML } },
    });
    expect(markdown.innerHTML).toContain('<code>podman run</code>');
    // Hydration kept the server's nodes.
    expect([...document.querySelector('.markdown')!.childNodes]).toEqual(nodes);
  });

  it("reads the content from the page's HTML as the server sends it when something changed the markup before the page's code ran", async () => {
    loadBuiltPage(post);
    const served = `<!doctype html><html><body>${document.body.innerHTML}</body></html>`;
    const servedContent = document.querySelector('.markdown')!.innerHTML;
    document.querySelector('.markdown')!.className = 'markdown extension-was-here';
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(url === settings.routeMapUrl ? JSON.stringify({ [post.path]: 'blogPost' }) : served);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = await hydrateRecording();
    expect(fetched).toEqual([settings.routeMapUrl, `${post.path}/`]);
    expect(rendered.at(-1)).toEqual({ ...post, props: { ...post.props, content: { html: servedContent } } });
  });
});
