import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docFixture } from '../../fixtures/docs';
import { siteFixture } from '../../fixtures/site';
import { MOBILE_MEDIA_QUERY } from '../../hooks/match-media';
import { de } from '../../i18n/de';
import { renderPage } from '../../server-page-layouts';
import { installFakeMatchMedia, type FakeMatchMedia } from '../../test-support/browser-fakes';
import { ThemeComponentsProvider } from '../../overrides/ThemeComponentsContext';
import { PageShell } from './PageShell';

function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/features']}>
      <PageShell site={siteFixture}>
        <h1>Funktionen</h1>
      </PageShell>
    </MemoryRouter>,
  );
}

describe('PageShell', () => {
  it('starts with the skip link, before the announcement and the navbar', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: de['skipToContent.label'] });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe('#__main');
  });

  it('places announcement, navigation, main content and footer in that order', () => {
    renderShell();
    const landmarks = [
      screen.getByRole('region', { name: de['announcementBar.label'] }),
      screen.getByRole('navigation', { name: de['navbar.label'] }),
      screen.getByRole('main'),
      screen.getByRole('contentinfo', { name: de['footer.label'] }),
    ];
    landmarks.reduce((previous, next) => {
      expect(previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      return next;
    });
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Funktionen' })).toBeTruthy();
  });
});

describe('PageShell without a footer config', () => {
  const { footer: _footer, ...siteWithoutFooter } = siteFixture;

  it('shows no footer of the theme', () => {
    render(
      <MemoryRouter>
        <PageShell site={siteWithoutFooter}>Inhalt</PageShell>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("shows the site's overridden footer, as Docusaurus's layout renders a swizzled footer", () => {
    render(
      <MemoryRouter>
        <ThemeComponentsProvider components={{ Footer: () => <footer>Eigene Fußzeile</footer> }}>
          <PageShell site={siteWithoutFooter}>Inhalt</PageShell>
        </ThemeComponentsProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('contentinfo').textContent).toBe('Eigene Fußzeile');
  });
});

describe('renderPage', () => {
  let media: FakeMatchMedia;
  beforeEach(() => {
    media = installFakeMatchMedia({ [MOBILE_MEDIA_QUERY]: true });
  });
  afterEach(() => media.uninstall());

  it('hydrates a doc page at a phone width in one commit: nothing renders again in the task that hydrates it', async () => {
    const page = (
      <MemoryRouter initialEntries={[docFixture.path]}>
        {renderPage({ site: siteFixture, route: docFixture })}
      </MemoryRouter>
    );
    const container = document.createElement('div');
    // jsdom has a window, so React warns that the layout effects do not run on this "server".
    const serverWarnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    container.innerHTML = renderToString(page);
    serverWarnings.mockRestore();
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const commits: string[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
          {page}
        </Profiler>,
      ),
    );
    expect(commits).toEqual(['mount']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('offers the docs sidebar of a doc page in the mobile drawer', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[docFixture.path]}>
        {renderPage({ site: siteFixture, route: docFixture })}
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: de['navbar.toggle'] }));
    const drawer = await screen.findByRole('dialog', { name: de['navbar.drawer'] });
    expect(within(drawer).getByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: de['navbar.backToMainMenu'] })).toBeTruthy();
  });
});
