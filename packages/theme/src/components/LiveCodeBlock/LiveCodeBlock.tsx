import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { CodeBlock } from '../CodeBlock/index.js';
import { Lazy } from '../Lazy/index.js';
import styles from './LiveCodeBlock.module.css';

export interface LiveCodeBlockProps {
  /** The JSX source of the ```jsx live block. */
  code: string;
  /** The source highlighted at build time, shown until the editor has loaded (and without JavaScript). */
  children?: ReactNode;
  /** The highlighted source as prerendered HTML (a `code` element), in place of `children`. */
  codeHtml?: string;
}

const editorClassNames = { editor: styles.editor, header: styles.header, result: styles.result, error: styles.error };

// Its own chunk: react-live only loads on pages that have a live block.
const loadLiveEditor = () => import('./LiveEditor.js').then((module) => module.LiveEditor);

/** A live code editor for ```jsx live blocks; the rendered result appears below the editor. */
export function LiveCodeBlock({ code, children, codeHtml }: LiveCodeBlockProps) {
  const t = useT();
  const labelId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.header} id={labelId}>
        {t('liveCodeBlock.editor')}
      </div>
      <Lazy
        load={loadLiveEditor}
        props={{ code, labelId, classNames: editorClassNames }}
        fallback={
          <div className={styles.fallback}>
            <CodeBlock language="jsx" {...(codeHtml === undefined ? {} : { codeHtml })}>
              {children ?? <code>{code}</code>}
            </CodeBlock>
          </div>
        }
      />
    </div>
  );
}
