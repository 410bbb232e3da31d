import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { LiveEditor as CodeEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import { useT } from '../../i18n/I18nContext.js';
import { liveTheme } from './live-theme.js';

export type LiveEditorClassNames = Record<'editor' | 'header' | 'result' | 'error', string | undefined>;

export interface LiveEditorProps {
  /** The JSX source the reader starts from. */
  code: string;
  /** Id of the element that names the editor. */
  labelId: string;
  /**
   * Class names from LiveCodeBlock's CSS module: a stylesheet imported here would land in a CSS file of
   * this chunk that no page links.
   */
  classNames: LiveEditorClassNames;
}

const scope = { useCallback, useEffect, useMemo, useReducer, useRef, useState };

/** The editable code with its rendered result below it. Loaded on demand: it pulls in react-live. */
export function LiveEditor({ code, labelId, classNames }: LiveEditorProps) {
  const t = useT();
  const editorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // react-live's editor is a contentEditable pre without a role or a name.
    const editable = editorRef.current?.querySelector('pre');
    editable?.setAttribute('role', 'textbox');
    editable?.setAttribute('aria-multiline', 'true');
    editable?.setAttribute('aria-labelledby', labelId);
  }, [labelId]);

  return (
    <LiveProvider code={code} language="jsx" theme={liveTheme} scope={scope} enableTypeScript={false}>
      <div ref={editorRef} className={classNames.editor}>
        <CodeEditor tabMode="focus" />
      </div>
      <div className={classNames.header}>{t('liveCodeBlock.result')}</div>
      <div className={classNames.result}>
        <LivePreview />
        <LiveError className={classNames.error} />
      </div>
    </LiveProvider>
  );
}
