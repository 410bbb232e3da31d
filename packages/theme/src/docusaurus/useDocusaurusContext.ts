import { useSiteShell } from '../site-context.js';

/** What Docusaurus's `useDocusaurusContext()` gives a page, from the site's config. */
export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
  };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const { title, tagline, url = '', baseUrl, customFields = {} } = useSiteShell();
  return { siteConfig: { title, tagline, url, baseUrl, customFields } };
}
