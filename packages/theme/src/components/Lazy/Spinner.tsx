import { useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import styles from './Lazy.module.css';

/** One turn of the spinner (the spec allows 1.5 to 3 s). */
export const SPINNER_CYCLE_MS = 2000;

export interface SpinnerProps {
  /** The spinner appears only after this delay, so fast loads never flash it. */
  delayMs: number;
}

/** A centred spinning ring that appears after `delayMs`; its status region exists from the start. */
export function Spinner({ delayMs }: SpinnerProps) {
  const t = useT();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return (
    <div className={styles.spinnerBox} role="status">
      {isVisible && (
        <>
          <span
            className={styles.spinner}
            style={{ animationDuration: `${SPINNER_CYCLE_MS}ms` }}
            aria-hidden="true"
            data-testid="spinner"
          />
          <span className="visually-hidden">{t('lazy.loading')}</span>
        </>
      )}
    </div>
  );
}
