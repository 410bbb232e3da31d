import { createContext, useContext } from 'react';
import type { SiteShell } from './types.js';

const SiteShellContext = /* @__PURE__ */ createContext<SiteShell | undefined>(undefined);

export const SiteShellProvider = SiteShellContext.Provider;

/** The shell of the page being rendered: the site's title, tagline, URLs and `customFields`. */
export function useSiteShell(): SiteShell {
  const site = useContext(SiteShellContext);
  if (!site) throw new Error('useSiteShell() is called outside a page rendered by renderPage().');
  return site;
}
