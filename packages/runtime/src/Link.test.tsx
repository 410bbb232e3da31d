import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { RuntimeContext, type RuntimeContextValue } from './runtime-context';
import { RuntimeProvider } from './RuntimeProvider';

/** Clicks like a visitor and tells whether the app took the click over; the browser's own navigation is stopped (jsdom has none). */
function isHandledByApp(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let isHandled = false;
  const record = (event: Event) => {
    isHandled = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  fireEvent.click(link, init);
  return isHandled;
}

function withRuntime(runtime: Partial<RuntimeContextValue> = {}) {
  const value: RuntimeContextValue = { basename: '/beispiel', prefetch: vi.fn(), navigate: vi.fn(), ...runtime };
  render(
    <RuntimeContext.Provider value={value}>
      <Link to="/docs/intro#start">Einführung</Link>
      <Link to="/blogs" target="_blank">
        Blog
      </Link>
      <Link to="https://podman.io">Podman</Link>
    </RuntimeContext.Provider>,
  );
  return value;
}

describe('Link under the runtime', () => {
  it('is a plain link to the site path below the base URL', () => {
    withRuntime();
    expect(screen.getByRole('link', { name: 'Einführung' }).getAttribute('href')).toBe('/beispiel/docs/intro#start');
    expect(screen.getByRole('link', { name: 'Podman' }).getAttribute('href')).toBe('https://podman.io');
  });

  it('navigates inside the app on a plain click', () => {
    const runtime = withRuntime();
    expect(isHandledByApp(screen.getByRole('link', { name: 'Einführung' }))).toBe(true);
    expect(runtime.navigate).toHaveBeenCalledWith('/docs/intro#start');
  });

  it('leaves clicks with a modifier key, other buttons and links to other tabs to the browser', () => {
    const runtime = withRuntime();
    const link = screen.getByRole('link', { name: 'Einführung' });
    expect(isHandledByApp(link, { ctrlKey: true })).toBe(false);
    expect(isHandledByApp(link, { metaKey: true })).toBe(false);
    expect(isHandledByApp(link, { shiftKey: true })).toBe(false);
    expect(isHandledByApp(link, { button: 1 })).toBe(false);
    expect(isHandledByApp(screen.getByRole('link', { name: 'Blog' }))).toBe(false);
    expect(runtime.navigate).not.toHaveBeenCalled();
  });

  it('prefetches its target on hover and on touch, without the hash, and never an external URL', () => {
    const runtime = withRuntime();
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Einführung' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Blog' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Podman' }));
    expect(vi.mocked(runtime.prefetch).mock.calls).toEqual([['/docs/intro'], ['/blogs']]);
  });
});

function CurrentPath() {
  const location = useLocation();
  return <output>{location.pathname + location.hash}</output>;
}

describe('Link to a Docusaurus pathname:// URL', () => {
  it('is a plain link below the base URL that the browser loads, never prefetched, marked as unchecked', () => {
    const prefetch = vi.fn();
    render(
      <RuntimeContext.Provider value={{ basename: '/beispiel', prefetch, navigate: vi.fn() }}>
        <Link to="pathname:///playground/">Spielwiese</Link>
      </RuntimeContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Spielwiese' });
    expect(link.getAttribute('href')).toBe('/beispiel/playground/');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.hasAttribute('data-unchecked-link')).toBe(true);
    fireEvent.mouseEnter(link);
    expect(isHandledByApp(link)).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("leads below the router's basename without the runtime", () => {
    render(
      <MemoryRouter basename="/beispiel" initialEntries={['/beispiel/docs']}>
        <Link to="pathname:///playground/">Spielwiese</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Spielwiese' }).getAttribute('href')).toBe('/beispiel/playground/');
  });
});

describe('Link with the RuntimeProvider', () => {
  it('moves the router to the target', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <RuntimeProvider prefetch={() => {}} basename="">
          <Link to="/docs">Doku</Link>
          <CurrentPath />
        </RuntimeProvider>
      </MemoryRouter>,
    );
    expect(isHandledByApp(screen.getByRole('link', { name: 'Doku' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/docs');
  });
});

describe('Link without the runtime', () => {
  it('navigates with React Router, so the theme works in any React Router app', () => {
    render(
      <MemoryRouter initialEntries={['/']} basename="/">
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Link to="/docs">Doku</Link>
                <CurrentPath />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Doku' }).getAttribute('href')).toBe('/docs');
    expect(isHandledByApp(screen.getByRole('link', { name: 'Doku' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/docs');
  });

  it('resolves a relative path against the route (with its splat, as React Router does) and leaves a click with a modifier key to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/docs/intro']}>
        <Routes>
          <Route
            path="docs/*"
            element={
              <>
                <Link to="installation">Installation</Link>
                <CurrentPath />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Installation' });
    expect(link.getAttribute('href')).toBe('/docs/intro/installation');
    expect(isHandledByApp(link, { ctrlKey: true })).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/docs/intro');
    expect(isHandledByApp(link)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/docs/intro/installation');
  });
});
