import { RuntimeContext } from '@kran/runtime';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { de } from '../../i18n/de';
import { Link } from './Link';

function renderWithRuntime(link: ReactNode, basename = '') {
  const runtime = { prefetch: vi.fn(), navigate: vi.fn(), basename };
  render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter>{link}</MemoryRouter>
    </RuntimeContext.Provider>,
  );
  return runtime;
}

describe('Link', () => {
  it('writes a Docusaurus pathname:// link as a plain link below the base URL, in the same tab, without external hint', () => {
    const { prefetch, navigate } = renderWithRuntime(
      <Link to="pathname:///playground/" showExternalIcon>
        Spielwiese
      </Link>,
      '/beispiel',
    );
    const link = screen.getByRole('link', { name: 'Spielwiese' });
    expect(link.getAttribute('href')).toBe('/beispiel/playground/');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.mouseEnter(link);
    fireEvent.click(link);
    expect(prefetch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links to a site path in the same tab, prefetches it on hover and navigates inside the app on a click', () => {
    const { prefetch, navigate } = renderWithRuntime(<Link to="/blogs/tags">Tags</Link>);
    const link = screen.getByRole('link', { name: 'Tags' });
    expect(link.getAttribute('href')).toBe('/blogs/tags');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.mouseEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/blogs/tags');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/blogs/tags');
  });

  it('puts the base URL in front of a site path', () => {
    renderWithRuntime(<Link to="/docs#installation">Installation</Link>, '/beispiel');
    expect(screen.getByRole('link', { name: 'Installation' }).getAttribute('href')).toBe('/beispiel/docs#installation');
  });

  it('opens an external URL in a new tab without giving it access to the opener, and never prefetches it', () => {
    const { prefetch, navigate } = renderWithRuntime(<Link to="https://podman.io/">Podman</Link>);
    const link = screen.getByRole('link', { name: 'Podman' });
    expect(link.getAttribute('href')).toBe('https://podman.io/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.mouseEnter(link);
    fireEvent.click(link);
    expect(prefetch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats protocol-relative and mailto URLs as external', () => {
    renderWithRuntime(
      <>
        <Link to="//github.com/containers">GitHub</Link>
        <Link to="mailto:info@example.org">E-Mail</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'GitHub' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'E-Mail' }).getAttribute('target')).toBe('_blank');
  });

  it('with showExternalIcon shows an icon hidden from screen readers and says in words that the link leaves the site', () => {
    renderWithRuntime(
      <Link to="https://github.com/containers/podman" showExternalIcon>
        GitHub
      </Link>,
    );
    const link = screen.getByRole('link', { name: `GitHub ${de['link.external']}` });
    const icon = link.querySelector('[aria-hidden="true"]');
    expect(icon?.textContent).toBe('');
    expect(icon?.nextElementSibling?.textContent).toBe(` ${de['link.external']}`);
  });

  it('shows no external-link icon on site paths, even when asked', () => {
    renderWithRuntime(
      <Link to="/docs" showExternalIcon>
        Dokumentation
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Dokumentation' });
    expect(link.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('passes other attributes on to the anchor', () => {
    renderWithRuntime(
      <Link to="/features" className="navLink" aria-current="page">
        Funktionen
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Funktionen' });
    expect(link.className).toBe('navLink');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
