import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  docFixture,
  docWithoutSidebarFixture,
  unmaintainedVersionFixture,
  unreleasedVersionFixture,
} from '../../fixtures/docs';
import { de } from '../../i18n/de';
import { withHtmlContent } from '../../test-support/html-content';
import { t } from '../../test-support/t';
import { catchRenderError } from '../../test-support/expect-render-error';
import { installFakeIntersectionObserver } from '../../test-support/intersection-observer-fake';
import { DocLayout, type DocLayoutProps } from './DocLayout';

function renderDoc(props: DocLayoutProps) {
  return render(<DocLayout {...withHtmlContent(props)} />, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[props.path]}>{children}</MemoryRouter>,
  });
}

describe('DocLayout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the tags of the doc below it, inside the searched article, each linking to its page', () => {
    const tags = [{ label: 'Podman', permalink: '/docs/tags/podman' }];
    const { container } = renderDoc({ ...docFixture, tags });
    const article = container.querySelector('article')!;
    expect(within(article).getByText(de['blog.tags'])).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Podman' }).getAttribute('href')).toBe('/docs/tags/podman');
  });

  it('shows no tags line for a doc without tags', () => {
    renderDoc(docFixture);
    expect(screen.queryByText(de['blog.tags'])).toBeNull();
  });

  it('shows the doc with its sidebar, marking the doc being read', () => {
    renderDoc(docFixture);
    expect(screen.getByRole('heading', { level: 1, name: 'Podman installieren' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: de['docs.sidebarLabel'] });
    expect(within(sidebar).getByRole('link', { name: 'Installation' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByRole('link', { name: 'Checkpoint' }).getAttribute('aria-current')).toBeNull();
    expect(within(sidebar).getByText('Für Fortgeschrittene').closest('details')!.open).toBe(true);
  });

  it("shows no breadcrumbs for docs whose config says breadcrumbs: false, as Docusaurus's", () => {
    renderDoc({ ...docFixture, hidesBreadcrumbs: true });
    expect(screen.queryByRole('navigation', { name: de['docs.breadcrumbs'] })).toBeNull();
    expect(screen.getByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeTruthy();
  });

  it('shows breadcrumbs from the home page to the doc', () => {
    renderDoc({ ...docFixture, path: '/docs/checkpoint', docId: 'checkpoint' });
    const breadcrumbs = screen.getByRole('navigation', { name: de['docs.breadcrumbs'] });
    expect(within(breadcrumbs).getByRole('link', { name: de['docs.homePage'] }).getAttribute('href')).toBe('/');
    expect(
      within(breadcrumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['', 'Für Fortgeschrittene', 'Checkpoint']);
  });

  it('links to the previous and next doc and to the edit page', () => {
    renderDoc(docFixture);
    const pager = screen.getByRole('navigation', { name: de['docs.paginationLabel'] });
    expect(
      within(pager)
        .getByRole('link', { name: `${de['docs.previous']} Erste Schritte` })
        .getAttribute('href'),
    ).toBe('/docs');
    expect(
      within(pager)
        .getByRole('link', { name: `${de['docs.next']} Checkpoint` })
        .getAttribute('href'),
    ).toBe('/docs/checkpoint');
    expect(screen.getByRole('link', { name: de['docs.editThisPage'] }).getAttribute('href')).toBe(docFixture.editUrl);
  });

  it('shows a doc outside every sidebar without sidebar, breadcrumbs, pager or table of contents', () => {
    renderDoc(docWithoutSidebarFixture);
    expect(screen.queryByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeNull();
    expect(screen.queryByRole('navigation', { name: de['docs.breadcrumbs'] })).toBeNull();
    expect(screen.queryByRole('navigation', { name: de['docs.paginationLabel'] })).toBeNull();
    expect(screen.queryByRole('navigation', { name: de['docs.onThisPage'] })).toBeNull();
  });

  it("shows the version's badge above the doc only when the version asks for it", () => {
    renderDoc({ ...docFixture, version: { ...unreleasedVersionFixture, badge: true } });
    expect(screen.getByText(t('docs.versionBadge', { version: 'Next' }))).toBeTruthy();
    cleanup();
    renderDoc({ ...docFixture, version: unreleasedVersionFixture });
    expect(screen.queryByText(t('docs.versionBadge', { version: 'Next' }))).toBeNull();
  });

  it('puts only docs of the last version into the search index, as Docusaurus search plugins do', () => {
    const { container } = renderDoc({ ...docFixture, version: { ...unreleasedVersionFixture, isLatest: true } });
    expect(container.querySelector('article')?.hasAttribute('data-pagefind-body')).toBe(true);
    cleanup();
    const older = renderDoc({ ...docFixture, version: unmaintainedVersionFixture });
    expect(older.container.querySelector('article')?.hasAttribute('data-pagefind-body')).toBe(false);
  });

  it('points readers of an unreleased version at the latest one', () => {
    renderDoc({ ...docFixture, version: unreleasedVersionFixture });
    const banner = screen.getByRole('complementary', { name: de['docs.versionBanner.label'] });
    expect(within(banner).getByText(t('docs.versionBanner.unreleased', { version: 'Next' }))).toBeTruthy();
    expect(within(banner).getByRole('link', { name: de['docs.versionBanner.latestLink'] }).getAttribute('href')).toBe(
      '/docs/4.3/installation',
    );
  });

  it('points readers of an unmaintained version at the latest one', () => {
    renderDoc({ ...docFixture, version: unmaintainedVersionFixture });
    expect(screen.getByText(t('docs.versionBanner.unmaintained', { version: '3.4' }))).toBeTruthy();
  });

  it('shows no banner for the latest version', () => {
    renderDoc(docFixture);
    expect(screen.queryByRole('complementary', { name: de['docs.versionBanner.label'] })).toBeNull();
  });

  it('remembers the version being read for its docs instance', () => {
    renderDoc({ ...docFixture, version: unmaintainedVersionFixture });
    expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('3.4');
  });

  it('keeps working and warns when the browser refuses storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    renderDoc(docFixture);
    expect(screen.getByRole('heading', { level: 1, name: 'Podman installieren' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('highlights the heading being read in the table of contents', () => {
    const observer = installFakeIntersectionObserver();
    renderDoc(docFixture);
    act(() => observer.report(['macos'], true));
    expect(screen.getByRole('link', { name: 'macOS' }).getAttribute('aria-current')).toBe('location');
    expect(screen.getByRole('link', { name: 'Linux' }).getAttribute('aria-current')).toBeNull();
    observer.uninstall();
  });

  it('throws, naming the doc ids of the sidebar, when the doc is not in its sidebar', () => {
    const error = catchRenderError(() => renderDoc({ ...docFixture, docId: 'documentation' }));
    expect(String(error)).toContain('Doc ids in this sidebar: checkpoint, installation, podman.');
  });

  it('hydrates the server markup without a mismatch', async () => {
    const observer = installFakeIntersectionObserver();
    const element: ReactElement = (
      <MemoryRouter initialEntries={[docFixture.path]}>
        <DocLayout {...withHtmlContent(docFixture)} version={unreleasedVersionFixture} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    observer.uninstall();
  });
});
