import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY, COLOR_MODE_STORAGE_KEY } from '../storage-keys';
import { prePaintScript } from './pre-paint-scripts';

const colorMode = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };
const bar = { id: 'start', content: 'Hello', isCloseable: true };

function run(script: string): void {
  // The script runs as the browser runs an inline <script>: as a string, in the page's global scope.
  new Function(script)();
}

function prefersDark(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('dark'), media: query }));
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-announcement-bar-dismissed');
  vi.unstubAllGlobals();
});

describe('prePaintScript', () => {
  it('sets the default colour mode when the visitor chose none', () => {
    run(prePaintScript({ colorMode: { ...colorMode, defaultMode: 'dark' } }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('prefers the stored choice, then the system preference when respected', () => {
    prefersDark(true);
    run(prePaintScript({ colorMode: { ...colorMode, respectPrefersColorScheme: true } }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    run(prePaintScript({ colorMode: { ...colorMode, respectPrefersColorScheme: true } }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('forgets a stored choice when the switch is disabled', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    run(prePaintScript({ colorMode: { ...colorMode, disableSwitch: true } }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  it('marks a closed announcement only while its id is the one closed', () => {
    localStorage.setItem(ANNOUNCEMENT_ID_STORAGE_KEY, 'start');
    localStorage.setItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'true');
    run(prePaintScript({ colorMode, announcementBar: { ...bar, id: 'next' } }));
    expect(document.documentElement.hasAttribute('data-announcement-bar-dismissed')).toBe(false);
    run(prePaintScript({ colorMode, announcementBar: bar }));
    expect(document.documentElement.getAttribute('data-announcement-bar-dismissed')).toBe('true');
  });

  it('cannot end the script element it is written into', () => {
    expect(prePaintScript({ colorMode, announcementBar: { ...bar, id: '</script><script>alert(1)' } })).not.toContain(
      '</script',
    );
  });
});
