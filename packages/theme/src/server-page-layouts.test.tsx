import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preparePage, renderPage as renderClientPage } from './client';
import { blogPostFixture } from './fixtures/blog';
import { docFixture } from './fixtures/docs';
import { siteFixture } from './fixtures/site';
import { renderStaticContent } from './render-static-content';
import { renderPage } from './server-page-layouts';
import { hastFixtures } from './test-support/hast-fixtures';
import { renderServerMarkup } from './test-support/server-markup';
import type { PageProps } from './types';

const markdownPages: { name: string; props: PageProps }[] = [
  { name: 'the blog post', props: { site: siteFixture, route: blogPostFixture } },
  { name: 'the doc', props: { site: siteFixture, route: docFixture } },
  ...hastFixtures().map(({ name, content }) => ({
    name: `a page of ${name}`,
    props: {
      site: siteFixture,
      route: { kind: 'page' as const, path: '/seite', title: name, description: '', content, toc: [] },
    },
  })),
];

describe('renderPage (prerendering)', () => {
  it('renders hast content as the HTML the page data carries, which the browser shows without a renderer', async () => {
    const props: PageProps = { site: siteFixture, route: blogPostFixture };
    const data = renderStaticContent(props);
    const server = renderServerMarkup(<MemoryRouter>{renderPage(props)}</MemoryRouter>);
    expect(server).toBe(renderServerMarkup(<MemoryRouter>{renderPage(data)}</MemoryRouter>));
    await preparePage(props);
    expect(() => renderServerMarkup(<MemoryRouter>{renderClientPage(props)}</MemoryRouter>)).toThrow(
      /reached the browser as a hast tree/,
    );
    expect(renderServerMarkup(<MemoryRouter>{renderClientPage(data)}</MemoryRouter>)).toBe(server);
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
      const data = renderStaticContent(props);
      const root = await act(async () =>
        hydrateRoot(
          container,
          page(() => renderClientPage(data)),
        ),
      );
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
      act(() => root.unmount());
      container.remove();
    },
  );
});
