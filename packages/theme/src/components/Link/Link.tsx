import { Link as RuntimeLink, type LinkProps } from '@kran/runtime';
import { useT } from '../../i18n/I18nContext.js';
import { isExternalUrl, pathnameUrlTarget } from '@kran/contract';
import styles from './Link.module.css';

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
      {showExternalIcon && (
        <svg
          className={styles.externalIcon}
          width="13.5"
          height="13.5"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
          />
        </svg>
      )}
      {showExternalIcon && <span className="visually-hidden"> {t('link.external')}</span>}
    </a>
  );
}
