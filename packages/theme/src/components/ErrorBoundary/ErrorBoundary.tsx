import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { errorChain } from './error-chain.js';
import styles from './ErrorBoundary.module.css';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What is being shown, e.g. the page's path: when it changes, a crash page gives way to the new children. */
  resetKey?: string;
}

interface State {
  error?: unknown;
  /** The reset key the children were last rendered with. */
  resetKey?: string;
}

/**
 * Shows "Die Seite ist abgestürzt" with the chain of error messages and a button that renders again;
 * the tab reads "Page Error" until then.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Readonly<ErrorBoundaryProps>, state: Readonly<State>): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page crashed while rendering.', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <CrashMessage error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
  }
}

function CrashMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.root} role="alert">
      <CrashTabTitle />
      <h1>{t('errorBoundary.title')}</h1>
      <ol className={styles.chain}>
        {errorChain(error).map((message, index) => (
          <li key={index}>
            {index > 0 && <span className={styles.cause}>{t('errorBoundary.cause')}: </span>}
            {message}
          </li>
        ))}
      </ol>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('errorBoundary.retry')}
      </button>
    </div>
  );
}

/**
 * Sets the tab title while the crash page shows and gives the page its title back when it goes. A passive
 * effect, so it runs after whatever sets the title of a page in the same render (the runtime, in a layout effect).
 */
function CrashTabTitle() {
  const crashTitle = useT()('errorBoundary.tabTitle');
  useEffect(() => {
    const pageTitle = document.title;
    document.title = crashTitle;
    return () => {
      if (document.title === crashTitle) document.title = pageTitle;
    };
  }, [crashTitle]);
  return null;
}
