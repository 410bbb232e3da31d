import {
  ANNOUNCEMENT_DISMISS_STORAGE_KEY,
  ANNOUNCEMENT_ID_STORAGE_KEY,
  COLOR_MODE_STORAGE_KEY,
} from '../storage-keys.js';
import type { SiteShell } from '../types.js';

/** What the script before the first paint needs to know of the site. */
export interface PrePaintFacts {
  colorMode: SiteShell['colorMode'];
  announcementBar?: { id: string; isCloseable?: boolean } | undefined;
}

// The scripts are written as text, not taken from functions with toString(): a loader or bundler that
// transforms this module would change a function's text, and the pages' CSP allows the script by its hash.

/** A JSON value as a script literal that cannot end the surrounding <script> element. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Sets data-theme the way useColorMode resolves it: the stored choice, else the system preference if respected,
 * else the default. With the switch disabled the stored choice is deleted.
 */
export function colorModeScript(colorMode: SiteShell['colorMode']): string {
  const key = literal(COLOR_MODE_STORAGE_KEY);
  const readStored = colorMode.disableSwitch
    ? `localStorage.removeItem(${key});var s=null;`
    : `var s=localStorage.getItem(${key});`;
  const followSystem =
    colorMode.respectPrefersColorScheme && !colorMode.disableSwitch
      ? "else m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';"
      : '';
  return [
    `(function(){var d=document.documentElement,m=${literal(colorMode.defaultMode)};`,
    `try{${readStored}if(s==='light'||s==='dark')m=s;${followSystem}}catch(e){}`,
    "d.setAttribute('data-theme',m)})();",
  ].join('');
}

/** Marks <html> when the visitor has closed this announcement, so the CSS hides the bar before React reads storage. */
export function announcementBarScript(bar: PrePaintFacts['announcementBar']): string {
  if (!bar || bar.isCloseable === false) return '';
  const isClosed = [
    `localStorage.getItem(${literal(ANNOUNCEMENT_ID_STORAGE_KEY)})===${literal(bar.id)}`,
    `localStorage.getItem(${literal(ANNOUNCEMENT_DISMISS_STORAGE_KEY)})==='true'`,
  ].join('&&');
  return `(function(){try{if(${isClosed})document.documentElement.setAttribute('data-announcement-bar-dismissed','true')}catch(e){}})();`;
}

/** What must run in every page's head before the first paint, so nothing flashes: colour mode, dismissed bar. */
export function prePaintScript(shell: PrePaintFacts): string {
  return `${colorModeScript(shell.colorMode)}${announcementBarScript(shell.announcementBar)}`;
}
