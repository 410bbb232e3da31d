import { ServerMarkdownRouter } from '../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { featuresFixture } from '../../fixtures/landing';
import { el, root } from '../../fixtures/hast';
import { markdownContentFixture } from '../../fixtures/markdown-content';
import { mdxContentFixture } from '../../fixtures/mdx-content';
import { landingComponents } from '../Landing/landing-components';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { Markdown } from './Markdown';
import { mdxComponents } from './mdx-components';

function renderContent() {
  return render(<Markdown content={markdownContentFixture} />, { wrapper: ServerMarkdownRouter });
}

describe('Markdown', () => {
  it('gives headings with an id a hash link to themselves', () => {
    renderContent();
    const link = screen.getByRole('link', { name: t('heading.anchor', { heading: 'Installation' }) });
    expect(link.getAttribute('href')).toBe('#installation');
    expect(screen.getByRole('heading', { level: 2, name: /Installation/ }).id).toBe('installation');
  });

  it('renders code blocks with their title, highlighted lines and line numbers', () => {
    const { container } = renderContent();
    expect(screen.getByText('install.sh')).toBeTruthy();
    expect(container.querySelector('.code-line[data-highlighted]')?.textContent).toBe('sudo dnf -y install podman');
    expect(container.querySelector('pre[data-language="bash"]')?.className).toContain('hasLineNumbers');
    expect(screen.getAllByRole('button', { name: de['codeBlock.copy'] })).toHaveLength(2);
  });

  it('renders admonitions with the German default or the author title', () => {
    renderContent();
    expect(screen.getByRole('note', { name: de['admonition.note'] })).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Achtung bei Updates' })).toBeTruthy();
  });

  it('turns details with a summary into the collapsible Details', () => {
    const { container } = renderContent();
    const details = container.querySelector('details')!;
    expect(details.querySelector('summary')?.textContent).toBe('Was ist ein Pod?');
    expect(details.querySelectorAll('summary')).toHaveLength(1);
    expect(details.open).toBe(false);
  });

  it('loads images lazily and keeps their width and height', () => {
    renderContent();
    const image = screen.getByRole('img', { name: 'Drei Robbenköpfe als Symbol für Podman' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('width')).toBe('120');
    expect(image.getAttribute('height')).toBe('90');
  });

  it('keeps an anchor without href as a named target instead of a link', () => {
    const content = root(el('p', {}, el('a', { name: 'alt-anker' }), 'Text'));
    const { container } = render(<Markdown content={content} />, { wrapper: ServerMarkdownRouter });
    const anchor = container.querySelector('a[name="alt-anker"]')!;
    expect(anchor.hasAttribute('href')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('serves site-path images below the base URL and leaves other sources as they are', () => {
    const content = root(
      el(
        'p',
        {},
        el('img', { src: '/img/logo.svg', alt: 'Logo' }),
        el('img', { src: 'https://example.org/a.png', alt: 'Fremd' }),
      ),
    );
    render(
      <ServerMarkdownRouter basename="/unter" initialEntries={['/unter/docs']}>
        <Markdown content={content} />
      </ServerMarkdownRouter>,
    );
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/unter/img/logo.svg');
    expect(screen.getByRole('img', { name: 'Fremd' }).getAttribute('src')).toBe('https://example.org/a.png');
  });

  it('wraps tables so they scroll on narrow screens', () => {
    renderContent();
    expect(screen.getByRole('table').parentElement?.className).toContain('tableWrapper');
    expect(screen.queryByRole('region', { name: de['markdown.scrollableTable'] })).toBeNull();
  });

  it('makes a table that scrolls sideways a focusable, named region', () => {
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340);
    renderContent();
    const region = screen.getByRole('region', { name: de['markdown.scrollableTable'] });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).toBeTruthy();
    widths.mockRestore();
    vi.restoreAllMocks();
  });

  it('renders a live block as the live editor and shows its result', async () => {
    renderContent();
    expect(screen.getByText(de['liveCodeBlock.editor'])).toBeTruthy();
    expect(await screen.findByText('Hallo aus der Vorschau', { selector: 'strong' }, { timeout: 5000 })).toBeTruthy();
  });

  it('renders the theme components of MDX content: tabs with every panel and the inline TOC', () => {
    const { container } = render(<Markdown content={mdxContentFixture} components={mdxComponents} />, {
      wrapper: ServerMarkdownRouter,
    });
    expect(screen.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Mit brew installieren.');
    expect(container.textContent).toContain('Mit dnf installieren.');
    expect(screen.getByRole('link', { name: 'Fedora' }).getAttribute('href')).toBe('#fedora');
    expect(container.querySelector('kran-component')).toBeNull();
  });

  it('shows landing sections as landing sections only where the layout adds their renderers', () => {
    const plain = render(<Markdown content={featuresFixture} />, { wrapper: ServerMarkdownRouter });
    expect(plain.queryByRole('heading', { name: 'Warum Podman?' })).toBeNull();
    plain.unmount();
    render(<Markdown content={featuresFixture} components={landingComponents} />, { wrapper: ServerMarkdownRouter });
    expect(screen.getByRole('heading', { name: 'Warum Podman?' })).toBeTruthy();
  });
});
