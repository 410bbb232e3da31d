import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { copyToClipboard } from './copy-to-clipboard.js';
import { CheckIcon, CopyIcon } from './icons.js';
import styles from './CodeBlock.module.css';

/** How long the button says "Kopiert" after a copy. */
export const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  /** Reads the text at click time, so the button never holds a stale copy of the code. */
  getText: () => string;
}

/** Copies the code; its label turns into "Kopiert" for two seconds after a successful copy. */
export function CopyButton({ getText }: CopyButtonProps) {
  const t = useT();
  const [isCopied, setIsCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = async () => {
    try {
      await copyToClipboard(getText());
    } catch (error) {
      console.warn('Copying the code block failed.', error);
      return;
    }
    setIsCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setIsCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${isCopied ? styles.isCopied : ''}`}
      aria-label={t(isCopied ? 'codeBlock.copied' : 'codeBlock.copy')}
      title={t('codeBlock.copyTitle')}
      onClick={() => void copy()}
    >
      {isCopied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
