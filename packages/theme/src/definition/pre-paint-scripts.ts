import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY, COLOR_MODE_STORAGE_KEY } from '../storage-keys.js';
import type { SiteShell } from '../types.js';

/**
 * Sets data-theme the way useColorMode resolves it: the stored choice, else the system preference if respected,
 * else the default. With the switch disabled the stored choice is deleted. Runs in the page as it is written here.
 */
function applyColorMode(key: string, defaultMode: string, followSystem: boolean, isSwitchDisabled: boolean): void {
  let mode = defaultMode;
  try {
    if (isSwitchDisabled) localStorage.removeItem(key);
    const stored = isSwitchDisabled ? null : localStorage.getItem(key);
    if (stored === 'light' || stored === 'dark') mode = stored;
    else if (followSystem) mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    // Storage blocked: the default stays.
  }
  document.documentElement.setAttribute('data-theme', mode);
}

/** Marks <html> when the visitor has closed this announcement, so the CSS hides the bar before React reads storage. */
function markDismissedAnnouncement(idKey: string, dismissKey: string, id: string): void {
  try {
    if (localStorage.getItem(idKey) === id && localStorage.getItem(dismissKey) === 'true') {
      document.documentElement.setAttribute('data-announcement-bar-dismissed', 'true');
    }
  } catch {
    // Storage blocked: the bar shows.
  }
}

/** A call of `fn` with `args` as an inline script; the arguments cannot end the surrounding <script> element. */
function inlineCall(fn: (...args: never[]) => void, args: unknown[]): string {
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',');
  return `(${fn.toString()})(${json});`;
}

export function colorModeScript(colorMode: SiteShell['colorMode']): string {
  const followSystem = colorMode.respectPrefersColorScheme && !colorMode.disableSwitch;
  return inlineCall(applyColorMode, [COLOR_MODE_STORAGE_KEY, colorMode.defaultMode, followSystem, colorMode.disableSwitch]);
}

export function announcementBarScript(bar: SiteShell['announcementBar']): string {
  if (!bar || bar.isCloseable === false) return '';
  return inlineCall(markDismissedAnnouncement, [ANNOUNCEMENT_ID_STORAGE_KEY, ANNOUNCEMENT_DISMISS_STORAGE_KEY, bar.id]);
}

/** What must run in every page's head before the first paint, so nothing flashes: colour mode, dismissed bar. */
export function prePaintScript(shell: Pick<SiteShell, 'colorMode' | 'announcementBar'>): string {
  return `${colorModeScript(shell.colorMode)}${announcementBarScript(shell.announcementBar)}`;
}
