import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import type { Preloadable } from './preloadable.js';
import { Spinner } from './Spinner.js';
import { useLazyComponent } from './useLazyComponent.js';
import styles from './Lazy.module.css';

/** How long a load may take before the spinner shows (SPEC section 9). */
export const LAZY_SPINNER_DELAY_MS = 200;

export interface LazyProps<P extends object> {
  /**
   * Loads the component, usually `() => import('./X.js').then((module) => module.X)`, so it lands in its own
   * chunk; wrapped in preloadable() it can be loaded early and shows at once when it has.
   */
  load: Preloadable<P>;
  /** Props for the loaded component. */
  props: P;
  /** Shown while loading, also to readers without JavaScript; the spinner appears below it. */
  fallback?: ReactNode;
}

/**
 * Renders a component that is loaded on demand. While loading it shows `fallback` and, after 200 ms, a
 * centred spinner; if loading fails, an error text and a button that tries again.
 */
export function Lazy<P extends object>({ load, props, fallback }: LazyProps<P>) {
  const t = useT();
  const { state, retry } = useLazyComponent(load);

  if (state.status === 'loaded') return <state.Component {...props} />;
  if (state.status === 'failed') {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{t('lazy.error')}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          {t('lazy.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.loading}>
      {fallback}
      <Spinner delayMs={LAZY_SPINNER_DELAY_MS} />
    </div>
  );
}
