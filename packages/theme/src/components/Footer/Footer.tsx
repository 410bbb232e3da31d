import { useT } from '../../i18n/I18nContext.js';
import type { SiteShell } from '../../types.js';
import { Link } from '../Link/index.js';
import { isExternalUrl } from '@kran/runtime';
import styles from './Footer.module.css';

export type FooterProps = NonNullable<SiteShell['footer']> & {
  /** Site title, shown with the logo and tagline beside the link groups. */
  title?: string;
  tagline?: string;
  logo?: SiteShell['logo'];
};

/** The site's name and tagline, link groups with their titles, then the copyright (HTML from the site config). */
export function Footer({ links, copyright, title, tagline, logo }: FooterProps) {
  const t = useT();
  return (
    <footer className={styles.root} aria-label={t('footer.label')}>
      <div className={styles.inner}>
        {title && (
          <div className={styles.brand}>
            <p className={styles.brandTitle}>
              {logo && <img className={styles.logo} src={logo.src} alt="" width="28" height="28" />}
              {title}
            </p>
            {tagline && <p className={styles.tagline}>{tagline}</p>}
          </div>
        )}
        <div className={styles.groups}>
          {links.map((group) => (
            <section key={group.title}>
              <h2 className={styles.title}>{group.title}</h2>
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <li key={item.href + item.label}>
                    <Link to={item.href} className={styles.link} showExternalIcon={isExternalUrl(item.href)}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      {copyright && <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: copyright }} />}
    </footer>
  );
}
