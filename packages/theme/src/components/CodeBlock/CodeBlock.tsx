import { useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { ISLAND_SLOT } from '../../islands/find-islands.js';
import { CopyButton } from './CopyButton.js';
import { WrapIcon } from './icons.js';
import styles from './CodeBlock.module.css';
import tokenStyles from './highlight-tokens.module.css';

export interface CodeBlockProps {
  /** The `code` element, highlighted at build time: one `span.code-line` per line, `data-highlighted` on marked lines. */
  children?: ReactNode;
  /** The `code` element as prerendered HTML, in place of `children`: how the code block's island puts it back. */
  codeHtml?: string;
  /** Shown in a bar above the code, usually a file name. */
  title?: string;
  /** The code's language as named in the fence (`bash`, `yaml`). */
  language?: string;
  /** Numbers the lines in the margin (the numbers are not copied). */
  showLineNumbers?: boolean;
}

/** A code block with an optional title bar, a copy button and a toggle between scrolling and wrapped lines. */
export function CodeBlock({ children, codeHtml, title, language, showLineNumbers = false }: CodeBlockProps) {
  const t = useT();
  const preRef = useRef<HTMLPreElement>(null);
  const [isWrapped, setIsWrapped] = useState(false);
  const preClassName = [
    styles.pre,
    tokenStyles.tokens,
    isWrapped && styles.isWrapped,
    showLineNumbers && styles.hasLineNumbers,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* Focusable so keyboard users can scroll long lines sideways. */}
        {codeHtml === undefined ? (
          <pre ref={preRef} className={preClassName} data-language={language} tabIndex={0} {...ISLAND_SLOT}>
            {children}
          </pre>
        ) : (
          <pre
            ref={preRef}
            className={preClassName}
            data-language={language}
            tabIndex={0}
            dangerouslySetInnerHTML={{ __html: codeHtml }}
          />
        )}
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            aria-label={t('codeBlock.wrap')}
            title={t('codeBlock.wrap')}
            aria-pressed={isWrapped}
            onClick={() => setIsWrapped((wrapped) => !wrapped)}
          >
            <WrapIcon />
          </button>
          <CopyButton getText={() => preRef.current?.textContent ?? ''} />
        </div>
      </div>
    </div>
  );
}
