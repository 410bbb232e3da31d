import { useT } from '../../i18n/I18nContext.js';
import type { FooterItem as FooterItemData, SiteShell } from '../../types.js';
import { Link } from '../Link/index.js';
import { isExternalUrl } from '@kran/runtime';
import styles from './Footer.module.css';

/**
 * The site's footer config, absent when the site has none; the theme renders the footer (or its override) on every
 * page, as Docusaurus's layout does, and the theme's own footer shows nothing without a config.
 */
export type FooterProps = Partial<NonNullable<SiteShell['footer']>> & {
  /** Site title, shown with the logo and tagline beside the link groups. */
  title?: string;
  tagline?: string;
  logo?: SiteShell['logo'];
};

/** The site's name and tagline, link groups with their titles, then the copyright (HTML from the site config). */
export function Footer({ links, copyright, style, title, tagline, logo }: FooterProps) {
  const t = useT();
  if (links === undefined) return null;
  return (
    <footer
      className={style === 'light' ? `footer ${styles.root} ${styles.isLight}` : `footer footer--dark ${styles.root}`}
      aria-label={t('footer.label')}
    >
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
          {links.map((group, index) => (
            <section key={group.title ?? index}>
              {group.title && <h2 className={styles.title}>{group.title}</h2>}
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <FooterItem key={'html' in item ? item.html : item.href + item.label} item={item} />
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

/** A link of a group, or the site's HTML as written (a badge, an image link), as Docusaurus's footer `html` items. */
function FooterItem({ item }: { item: FooterItemData }) {
  if ('html' in item) return <li className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} />;
  const className = item.className ? `${styles.link} ${item.className}` : styles.link;
  return (
    <li>
      <Link
        to={item.href}
        className={className}
        aria-label={item.ariaLabel}
        showExternalIcon={isExternalUrl(item.href)}
      >
        {item.label}
      </Link>
    </li>
  );
}
