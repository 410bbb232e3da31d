import { useEffect, useState } from 'react';
import { matchMediaOrNull } from '../../hooks/match-media.js';
import { useT } from '../../i18n/I18nContext.js';
import styles from './BackToTop.module.css';
import { Icon } from '../Icon/index.js';

/** The button shows once the visitor has scrolled further down than this. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/** A round button at the bottom corner that appears after scrolling down and scrolls back to the top. */
export function BackToTop() {
  const t = useT();
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!isVisible) return null;
  const scrollToTop = () => {
    const prefersReducedMotion = matchMediaOrNull('(prefers-reduced-motion: reduce)')?.matches ?? false;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      className={styles.root}
      aria-label={t('backToTop.label')}
      title={t('backToTop.label')}
      onClick={scrollToTop}
    >
      <Icon className={styles.icon} />
    </button>
  );
}
