import type { AnchorHTMLAttributes } from 'react';
import { Link as ThemeLink } from '../components/Link/Link.js';

export interface DocusaurusLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path, which gets the base URL, or an external URL. */
  to?: string;
}

/** Docusaurus's `<Link to>` (or `href`): site paths navigate in the app under the base URL, others are plain links. */
export default function Link({ to, href, ...rest }: DocusaurusLinkProps) {
  return <ThemeLink to={to ?? href ?? '#'} {...rest} />;
}
