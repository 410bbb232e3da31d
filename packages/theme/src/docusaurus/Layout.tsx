import { useEffect, type ReactNode } from 'react';
import { useReportPageHead } from '../page-head.js';
import { useSiteShell } from '../site-context.js';
import { setMeta } from './Head.js';

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
 * (after a navigation) to the document.
 */
export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const site = useSiteShell();
  useReportPageHead({ ...(title ? { title } : {}), ...(description ? { description } : {}) });
  useEffect(() => {
    if (title) document.title = `${title} | ${site.title}`;
    if (description) setMeta('description', description);
  }, [title, description, site.title]);
  return <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>;
}
