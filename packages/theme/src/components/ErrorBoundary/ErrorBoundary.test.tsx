import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../i18n/de';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorCauseBoundary } from './ErrorCauseBoundary';

let shouldThrow = true;
function Crashing() {
  if (shouldThrow) throw new Error('Rendering the post failed', { cause: new Error('content is missing') });
  return <p>Alles gut</p>;
}

/** Sets the tab title in a layout effect on every render, as the runtime does for each page. */
function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return <>{children}</>;
}

describe('ErrorBoundary', () => {
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

  it('shows the crash page with the message chain and renders again on retry', () => {
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Crashing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: de['errorBoundary.title'] })).toBeTruthy();
    expect(screen.getByText('Rendering the post failed')).toBeTruthy();
    expect(screen.getByText('content is missing')).toBeTruthy();
    expect(document.title).toBe(de['errorBoundary.tabTitle']);
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: de['errorBoundary.retry'] }));
    expect(screen.getByText('Alles gut')).toBeTruthy();
  });

  it('keeps "Page Error" in the tab over the title the page sets, and gives the page its title back on retry', () => {
    shouldThrow = true;
    render(
      <TitledPage title="Podman installieren | Podman">
        <ErrorBoundary>
          <Crashing />
        </ErrorBoundary>
      </TitledPage>,
    );
    expect(document.title).toBe(de['errorBoundary.tabTitle']);
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: de['errorBoundary.retry'] }));
    expect(document.title).toBe('Podman installieren | Podman');
  });

  it('gives way to the next page when its reset key changes', () => {
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/docs">
        <Crashing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: de['errorBoundary.title'] })).toBeTruthy();
    rerender(
      <TitledPage title="Funktionen | Podman">
        <ErrorBoundary resetKey="/features">
          <p>Funktionen</p>
        </ErrorBoundary>
      </TitledPage>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Funktionen')).toBeTruthy();
    expect(document.title).toBe('Funktionen | Podman');
  });

  it('shows where a crash happened when an ErrorCauseBoundary wraps the failing part', () => {
    function Broken(): never {
      throw new TypeError('posts is undefined');
    }
    render(
      <ErrorBoundary>
        <ErrorCauseBoundary message="The blogList layout failed to render /blogs.">
          <Broken />
        </ErrorCauseBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The blogList layout failed to render /blogs.',
      `${de['errorBoundary.cause']}: posts is undefined`,
    ]);
  });
});
