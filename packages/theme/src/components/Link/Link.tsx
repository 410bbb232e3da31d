import { Link as RuntimeLink, type LinkProps } from '@kran/runtime';
import { useT } from '../../i18n/I18nContext.js';
import { isExternalUrl, pathnameUrlTarget } from '@kran/contract';
import styles from './Link.module.css';
import { Icon } from '../Icon/index.js';

/** The runtime's link props (`to`: a site path, `#anchor` or an external URL), and the external-link icon. */
export interface ThemeLinkProps extends Omit<LinkProps, 'href'> {
  /** Shows the external-link icon after external links. */
  showExternalIcon?: boolean;
}

/** The one place that decides between router navigation (site paths) and a plain link (external URLs). */
export function Link({ to, showExternalIcon = false, children, ...rest }: ThemeLinkProps) {
  const t = useT();
  // A Docusaurus `pathname:///x` link stays on the site: the runtime's Link writes it as a plain link to /x.
  if (!isExternalUrl(to) || pathnameUrlTarget(to) !== undefined)
    return (
      <RuntimeLink to={to} {...rest}>
        {children}
      </RuntimeLink>
    );
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {showExternalIcon && <Icon className={styles.externalIcon} />}
      {showExternalIcon && <span className="visually-hidden"> {t('link.external')}</span>}
    </a>
  );
}
