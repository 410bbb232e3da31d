import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from './fixtures/site';
import { de } from './i18n/de';
import { renderPageWith } from './render-page';

function BrokenPage(): never {
  throw new TypeError('content is undefined');
}

const page = (path: string) => ({
  site: siteFixture,
  route: {
    kind: 'page' as const,
    path,
    title: 'Funktionen',
    description: '',
    content: { type: 'root' as const, children: [] },
    toc: [],
  },
});

describe('renderPageWith', () => {
  // React reports each caught render error to the console and, in jsdom, as an uncaught error event.
  const silence = (event: ErrorEvent) => event.preventDefault();
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.addEventListener('error', silence);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.removeEventListener('error', silence);
  });

  it('shows a crashing layout as the crash page inside the shell, naming the layout and the path', () => {
    render(<MemoryRouter>{renderPageWith({ page: BrokenPage }, page('/features'))}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: de['errorBoundary.title'] })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'The page layout failed to render /features.',
    );
    expect(screen.getByText('content is undefined')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: de['navbar.label'] })).toBeTruthy();
  });

  it('leaves the crash page behind when the next page is rendered', () => {
    const { rerender } = render(<MemoryRouter>{renderPageWith({ page: BrokenPage }, page('/features'))}</MemoryRouter>);
    rerender(
      <MemoryRouter>{renderPageWith({ page: ({ title }) => <h1>{title}</h1> }, page('/community'))}</MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Funktionen' })).toBeTruthy();
  });

  it("puts the tags of the content's MDX <head> into the document's head and removes them on the next page", () => {
    const Title = ({ title }: { title: string }) => <h1>{title}</h1>;
    const hidden = page('/verborgen');
    const withHead = {
      ...hidden,
      route: {
        ...hidden.route,
        headTags: [{ tagName: 'meta' as const, attributes: { name: 'robots', content: 'noindex' } }],
      },
    };
    const { rerender } = render(<MemoryRouter>{renderPageWith({ page: Title }, withHead)}</MemoryRouter>);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    rerender(<MemoryRouter>{renderPageWith({ page: Title }, page('/community'))}</MemoryRouter>);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
