import { useHeadTags } from '@kran/runtime';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useReportPageHead } from '../page-head.js';
import { useSiteShell } from '../site-context.js';

// Before the passive effects, so that the title of a `<Head>` inside the layout wins, as in Docusaurus.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface LayoutProps {
  children?: ReactNode;
  /** The page's title, before the site's: `Hello | My Site`. */
  title?: string;
  description?: string;
  wrapperClassName?: string;
  /** Accepted for Docusaurus's pages; the page shell decides about the footer. */
  noFooter?: boolean;
}

/**
 * Docusaurus's `@theme/Layout`. Kran renders every page inside its shell (navbar, footer) already, so the layout
 * wraps the page's content and names its title and description: to the build, for the page's head, and in the browser
 * (after a navigation) to the document, whose description is the former one again when the page is left.
 */
export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const site = useSiteShell();
  useReportPageHead({ ...(title ? { title } : {}), ...(description ? { description } : {}) });
  useHeadTags(description ? [{ tagName: 'meta', attributes: { name: 'description', content: description } }] : []);
  useBrowserLayoutEffect(() => {
    if (title) document.title = `${title} | ${site.title}`;
  }, [title, site.title]);
  return <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>;
}
