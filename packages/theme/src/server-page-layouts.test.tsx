import { act } from '@testing-library/react';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { useContext, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preparePage, renderPage as renderClientPage } from './client';
import { MarkdownRendererContext } from './components/Markdown/index';
import { renderMarkdownWithRehypeReact } from './components/Markdown/render-markdown-with-rehype-react';
import { blogPostFixture } from './fixtures/blog';
import { docFixture } from './fixtures/docs';
import { siteFixture } from './fixtures/site';
import { renderPage } from './server-page-layouts';
import { hastFixtures } from './test-support/hast-fixtures';
import { renderServerMarkup } from './test-support/server-markup';
import type { PageProps } from './types';

const markdownPages: { name: string; props: PageProps }[] = [
  { name: 'the blog post', props: { site: siteFixture, route: blogPostFixture } },
  { name: 'the doc', props: { site: siteFixture, route: docFixture } },
  ...hastFixtures().map(({ name, content }) => ({
    name: `a page of ${name}`,
    props: { site: siteFixture, route: { kind: 'page' as const, path: '/seite', title: name, content, toc: [] } },
  })),
];

const rendererNames = new Map<unknown, string>([
  [renderMarkdownWithRehypeReact, 'rehype-react'],
  [toJsxRuntime, 'hast-util-to-jsx-runtime'],
]);

function RendererName() {
  return <p>{rendererNames.get(useContext(MarkdownRendererContext))}</p>;
}

describe('renderPage (prerendering)', () => {
  it('renders markdown with rehype-react, while the browser keeps hast-util-to-jsx-runtime', async () => {
    const route = { kind: 'reactPage' as const, path: '/renderer', source: 'pages/renderer.tsx' };
    const props: PageProps = { site: siteFixture, route };
    const server = renderServerMarkup(
      <MemoryRouter>{renderPage(props, { reactPages: { [route.source]: RendererName } })}</MemoryRouter>,
    );
    expect(server).toContain('<p>rehype-react</p>');
    await preparePage(props, { [route.source]: async () => ({ default: RendererName }) });
    const client = renderServerMarkup(<MemoryRouter>{renderClientPage(props)}</MemoryRouter>);
    expect(client).toContain('<p>hast-util-to-jsx-runtime</p>');
  });

  it.each(markdownPages)(
    'prerenders $name into markup that the browser hydrates without a mismatch',
    async ({ props }) => {
      const page = (render: (props: PageProps) => ReactNode) => (
        <MemoryRouter initialEntries={[props.route.path]}>{render(props)}</MemoryRouter>
      );
      const container = document.createElement('div');
      container.innerHTML = renderServerMarkup(page(renderPage));
      document.body.append(container);
      await preparePage(props);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const root = await act(async () => hydrateRoot(container, page(renderClientPage)));
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
      act(() => root.unmount());
      container.remove();
    },
  );
});
