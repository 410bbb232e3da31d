import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../i18n/de';
import { Lazy, LAZY_SPINNER_DELAY_MS } from './Lazy';
import { SPINNER_CYCLE_MS } from './Spinner';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hallo {name}</p>;
}

function deferred() {
  let resolve!: (component: ComponentType<GreetingProps>) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<ComponentType<GreetingProps>>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('Lazy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the spinner only after 200 ms', () => {
    const pending = deferred();
    render(<Lazy load={() => pending.promise} props={{ name: 'Podman' }} fallback={<pre>Quelltext</pre>} />);
    expect(screen.getByText('Quelltext')).toBeTruthy();
    expect(screen.queryByText(de['lazy.loading'])).toBeNull();
    act(() => vi.advanceTimersByTime(LAZY_SPINNER_DELAY_MS - 1));
    expect(screen.queryByText(de['lazy.loading'])).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe(de['lazy.loading']);
  });

  it('turns once every 1.5 to 3 seconds', () => {
    render(<Lazy load={() => deferred().promise} props={{ name: 'Podman' }} />);
    act(() => vi.advanceTimersByTime(LAZY_SPINNER_DELAY_MS));
    expect(screen.getByTestId('spinner').style.animationDuration).toBe(`${SPINNER_CYCLE_MS}ms`);
    expect(SPINNER_CYCLE_MS).toBeGreaterThanOrEqual(1500);
    expect(SPINNER_CYCLE_MS).toBeLessThanOrEqual(3000);
  });

  it('renders the loaded component with its props', async () => {
    render(<Lazy load={() => Promise.resolve(Greeting)} props={{ name: 'Podman' }} fallback={<pre>Quelltext</pre>} />);
    await act(async () => undefined);
    expect(screen.getByText('Hallo Podman')).toBeTruthy();
    expect(screen.queryByText('Quelltext')).toBeNull();
  });

  it('shows the error text and loads again on Retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ComponentType<GreetingProps>>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValueOnce(Greeting);
    render(<Lazy load={load} props={{ name: 'Podman' }} />);
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toContain(de['lazy.error']);
    expect(error).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: de['lazy.retry'] }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Hallo Podman')).toBeTruthy();
    error.mockRestore();
  });

  it('shows the spinner again after 200 ms when a retry is slow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = deferred();
    const load = vi
      .fn<() => Promise<ComponentType<GreetingProps>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValueOnce(slow.promise);
    render(<Lazy load={load} props={{ name: 'Podman' }} />);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: de['lazy.retry'] }));
    expect(screen.queryByText(de['lazy.loading'])).toBeNull();
    act(() => vi.advanceTimersByTime(LAZY_SPINNER_DELAY_MS));
    expect(screen.getByText(de['lazy.loading'])).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('does not load again when the parent renders with a new load function', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { rerender } = render(<Lazy load={load} props={{ name: 'Podman' }} />);
    rerender(<Lazy load={() => load()} props={{ name: 'Buildah' }} />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hallo Buildah')).toBeTruthy();
  });
});
