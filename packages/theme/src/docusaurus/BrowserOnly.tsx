import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

export interface BrowserOnlyProps {
  /** Called only in the browser, after hydration, as Docusaurus does. */
  children: () => ReactNode;
  /** Shown by the server render and until the page has hydrated. */
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}
