import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ColorModeSettings } from '../../hooks/useColorMode';
import { PREFERS_DARK_QUERY } from '../../hooks/match-media';
import { de } from '../../i18n/de';
import { installFakeMatchMedia, type FakeMatchMedia } from '../../test-support/browser-fakes';
import { ColorModeToggle } from './ColorModeToggle';

const config: ColorModeSettings = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };
const lightLabel = de['colorMode.toggle.light'];
const darkLabel = de['colorMode.toggle.dark'];
const documentMode = () => document.documentElement.getAttribute('data-theme');

describe('ColorModeToggle', () => {
  let media: FakeMatchMedia;
  beforeEach(() => {
    document.documentElement.removeAttribute('data-theme');
    media = installFakeMatchMedia({ [PREFERS_DARK_QUERY]: false });
  });
  afterEach(() => {
    media.uninstall();
    vi.restoreAllMocks();
  });

  it('shows light by default, with a label that says so', () => {
    render(<ColorModeToggle config={config} />);
    const toggle = screen.getByRole('button', { name: lightLabel });
    expect(toggle.getAttribute('title')).toBe(lightLabel);
    expect(documentMode()).toBe('light');
  });

  it('flips the mode on each click and remembers the choice', async () => {
    render(<ColorModeToggle config={config} />);
    fireEvent.click(screen.getByRole('button', { name: lightLabel }));
    expect(await screen.findByRole('button', { name: darkLabel })).toBeTruthy();
    expect(documentMode()).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: darkLabel }));
    expect(await screen.findByRole('button', { name: lightLabel })).toBeTruthy();
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('shows the stored choice after a reload', async () => {
    window.localStorage.setItem('theme', 'dark');
    render(<ColorModeToggle config={config} />);
    expect(await screen.findByRole('button', { name: darkLabel })).toBeTruthy();
    expect(documentMode()).toBe('dark');
  });

  it('follows the mode the head script has already set', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ColorModeToggle config={config} />);
    expect(screen.getByRole('button', { name: darkLabel })).toBeTruthy();
  });

  it('follows the system preference while nothing is stored', async () => {
    media.set(PREFERS_DARK_QUERY, true);
    render(<ColorModeToggle config={config} />);
    expect(await screen.findByRole('button', { name: darkLabel })).toBeTruthy();
    act(() => media.set(PREFERS_DARK_QUERY, false));
    expect(await screen.findByRole('button', { name: lightLabel })).toBeTruthy();
  });

  it('keeps a stored choice when the system preference changes', () => {
    window.localStorage.setItem('theme', 'light');
    render(<ColorModeToggle config={config} />);
    act(() => media.set(PREFERS_DARK_QUERY, true));
    expect(screen.getByRole('button', { name: lightLabel })).toBeTruthy();
    expect(documentMode()).toBe('light');
  });

  it('ignores the system preference unless the site respects it', () => {
    media.set(PREFERS_DARK_QUERY, true);
    render(<ColorModeToggle config={{ ...config, respectPrefersColorScheme: false }} />);
    expect(screen.getByRole('button', { name: lightLabel })).toBeTruthy();
  });

  it('deletes the stored choice and shows no toggle when switching is disabled', () => {
    window.localStorage.setItem('theme', 'dark');
    render(<ColorModeToggle config={{ ...config, disableSwitch: true }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(documentMode()).toBe('light');
  });

  it('follows a choice made in another tab', async () => {
    render(<ColorModeToggle config={config} />);
    window.localStorage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(await screen.findByRole('button', { name: darkLabel })).toBeTruthy();
  });

  it('still switches when browser storage throws, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(<ColorModeToggle config={config} />);
    fireEvent.click(screen.getByRole('button', { name: lightLabel }));
    expect(await screen.findByRole('button', { name: darkLabel })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
