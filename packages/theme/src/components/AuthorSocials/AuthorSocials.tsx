import { useT } from '../../i18n/I18nContext.js';
import { Link } from '../Link/index.js';
import styles from './AuthorSocials.module.css';
import { DEFAULT_SOCIAL_ICON, SOCIAL_PLATFORMS } from './social-icons.js';

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
        const known = SOCIAL_PLATFORMS[platform];
        const label =
          platform === 'email'
            ? t('blogAuthor.email', { author })
            : t('blogAuthor.social', { author, platform: known?.label ?? platform });
        return (
          <li key={platform}>
            <Link to={href} className={styles.link} aria-label={label} title={label}>
              <svg
                viewBox="0 0 24 24"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                {known?.icon ?? DEFAULT_SOCIAL_ICON}
              </svg>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
