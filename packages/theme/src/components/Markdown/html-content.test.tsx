import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownContentFixture } from '../../fixtures/markdown-content';
import { mdxContentFixture } from '../../fixtures/mdx-content';
import { de } from '../../i18n/de';
import { withHtmlContent } from '../../test-support/html-content';
import type { HastContent, MarkdownContent } from '../../types';
import { ISLANDS_MOUNTED_EVENT } from '../../islands/island-registry';
import { Markdown } from './Markdown';

/** Content as the browser gets it: rendered to HTML by the server, with its islands marked. */
function htmlContentOf(content: HastContent): MarkdownContent {
  return withHtmlContent({ kind: 'page', path: '/seite', title: 'Seite', description: '', content, toc: [] }).content;
}

const page = (content: MarkdownContent): ReactElement => (
  <MemoryRouter>
    <Markdown content={content} />
  </MemoryRouter>
);

/** Renders the content and waits for the chunk of its islands, which replace their prerendered markup. */
async function renderWithIslands(content: MarkdownContent) {
  const result = render(page(content));
  await act(async () => {
    await import('./content-islands/content-islands');
  });
  return result;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  document.body.replaceChildren();
});

describe('Markdown with HTML content (the browser)', () => {
  it.each([
    ['markdown', markdownContentFixture],
    ['MDX', mdxContentFixture],
  ])("hydrates the server's markup of %s content without a mismatch, keeping its nodes", async (_kind, hast) => {
    const content = htmlContentOf(hast);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(content));
    document.body.append(container);
    const heading = container.querySelector('h2');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, page(content)));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(container.querySelector('h2')).toBe(heading);
    act(() => root.unmount());
  });

  it('mounts the copy buttons of its code blocks, which copy the code', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithIslands(htmlContentOf(markdownContentFixture));
    const [copy] = screen.getAllByRole('button', { name: de['codeBlock.copy'] });
    await act(async () => fireEvent.click(copy!));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('sudo dnf -y install podman'));
    expect(screen.getByRole('button', { name: de['codeBlock.copied'] })).toBeTruthy();
  });

  it('wraps long lines of a code block on request', async () => {
    const { container } = await renderWithIslands(htmlContentOf(markdownContentFixture));
    const [wrap] = screen.getAllByRole('button', { name: de['codeBlock.wrap'] });
    fireEvent.click(wrap!);
    expect(wrap!.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('pre[data-language="bash"]')?.className).toContain('isWrapped');
  });

  it('makes a table that scrolls sideways a focusable, named region', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340);
    await renderWithIslands(htmlContentOf(markdownContentFixture));
    const region = screen.getByRole('region', { name: de['markdown.scrollableTable'] });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('cell', { name: 'Laufende Container auflisten' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('opens its details with their summary and content', () => {
    const { container } = render(page(htmlContentOf(markdownContentFixture)));
    const details = container.querySelector('details')!;
    expect(details.querySelector('summary')?.textContent).toBe('Was ist ein Pod?');
    expect(details.textContent).toContain('Eine Gruppe von Containern, die sich Namensräume teilen.');
    fireEvent.click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
  });

  it('switches the tabs of MDX content', async () => {
    await renderWithIslands(htmlContentOf(mdxContentFixture));
    const linux = screen.getByRole('tab', { name: 'Linux' });
    fireEvent.click(linux);
    expect(linux.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Mit dnf installieren.');
  });

  it('keeps the prerendered code block until its chunk has loaded, then tells the page its islands are mounted', async () => {
    const mounted = vi.fn();
    window.addEventListener(ISLANDS_MOUNTED_EVENT, mounted);
    const { container } = render(page(htmlContentOf(markdownContentFixture)));
    expect(container.querySelector('pre[data-language="bash"]')?.textContent).toContain('sudo dnf -y install podman');
    expect(mounted).not.toHaveBeenCalled();
    expect(container.querySelector('[data-island="CodeBlock"]')?.hasAttribute('data-island-mounted')).toBe(false);
    await act(async () => {
      await import('./content-islands/content-islands');
    });
    expect(mounted).toHaveBeenCalled();
    expect(container.querySelector('[data-island="CodeBlock"]')?.hasAttribute('data-island-mounted')).toBe(true);
    expect(container.querySelectorAll('pre[data-language="bash"]')).toHaveLength(1);
    window.removeEventListener(ISLANDS_MOUNTED_EVENT, mounted);
  });

  it('shows the live editor of a live block once its code has loaded', async () => {
    render(page(htmlContentOf(markdownContentFixture)));
    expect(await screen.findByText('Hallo aus der Vorschau', { selector: 'strong' }, { timeout: 5000 })).toBeTruthy();
  });
});
