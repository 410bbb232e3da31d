import { useT } from '../../i18n/I18nContext.js';
import { Link } from '../Link/index.js';
import styles from './AuthorSocials.module.css';
import { SOCIAL_PLATFORM_LABELS } from './social-platforms.js';
import { Icon } from '../Icon/index.js';

export interface AuthorSocialsProps {
  /** The author's name, for the links' accessible names. */
  author: string;
  /** Links by platform, as content-core normalises an author's `socials`. */
  socials: Record<string, string>;
}

/** An icon link to each of an author's profiles, named "<author> on <platform>" for screen readers. */
export function AuthorSocials({ author, socials }: AuthorSocialsProps) {
  const t = useT();
  const entries = Object.entries(socials);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.root}>
      {entries.map(([platform, href]) => {
        const label =
          platform === 'email'
            ? t('blogAuthor.email', { author })
            : t('blogAuthor.social', { author, platform: SOCIAL_PLATFORM_LABELS[platform] ?? platform });
        return (
          <li key={platform}>
            <Link to={href} className={styles.link} aria-label={label} title={label}>
              <Icon className={styles.icon} data-platform={platform} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
