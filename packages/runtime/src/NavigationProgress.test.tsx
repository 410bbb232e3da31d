import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress, PROGRESS_DELAY_MS } from './NavigationProgress';

describe('NavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the bar only after the delay and hides it when loading ends', () => {
    const { rerender } = render(<NavigationProgress isLoading />);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(document.querySelector('[data-kran-progress]')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[data-kran-progress]')).not.toBeNull();
    rerender(<NavigationProgress isLoading={false} />);
    expect(document.querySelector('[data-kran-progress]')).toBeNull();
  });

  it('never shows for a navigation faster than the delay', () => {
    const { rerender } = render(<NavigationProgress isLoading />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<NavigationProgress isLoading={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(document.querySelector('[data-kran-progress]')).toBeNull();
  });
});
