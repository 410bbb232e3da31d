import { withBaseUrl, type BaseUrlOptions } from '@kran/contract';
import { useSiteShell } from '../site-context.js';

export type { BaseUrlOptions };

/** A site path under the site's base URL, as Docusaurus's `useBaseUrl`: `/img/x.png` -> `/docs-site/img/x.png`. */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return withBaseUrl(url, useSiteShell(), options);
}
