import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERS_DARK_QUERY } from '../../hooks/match-media';
import { de } from '../../i18n/de';
import { installFakeMatchMedia, scrollWindowTo } from '../../test-support/browser-fakes';
import { BackToTop } from './BackToTop';

const button = () => screen.queryByRole('button', { name: de['backToTop.label'] });

describe('BackToTop', () => {
  afterEach(() => {
    scrollWindowTo(0);
    vi.restoreAllMocks();
  });

  it('is absent at the top of the page and appears after scrolling down', () => {
    render(<BackToTop />);
    expect(button()).toBeNull();
    act(() => scrollWindowTo(800));
    expect(button()).not.toBeNull();
    act(() => scrollWindowTo(100));
    expect(button()).toBeNull();
  });

  it('scrolls smoothly to the top when pressed', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    act(() => scrollWindowTo(800));
    fireEvent.click(button()!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const media = installFakeMatchMedia({ '(prefers-reduced-motion: reduce)': true, [PREFERS_DARK_QUERY]: false });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    act(() => scrollWindowTo(800));
    fireEvent.click(button()!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    media.uninstall();
  });
});
