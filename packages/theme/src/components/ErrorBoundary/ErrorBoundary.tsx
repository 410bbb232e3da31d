import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../i18n/t.js';
import { errorChain } from './error-chain.js';
import styles from './ErrorBoundary.module.css';

export interface ErrorBoundaryProps {
  children: ReactNode;
}

interface State {
  error?: unknown;
}

/** Shows "Die Seite ist abgestürzt" with the chain of error messages and a button that renders again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page crashed while rendering.', error, info.componentStack);
  }

  override componentDidUpdate(): void {
    if (this.state.error !== undefined) document.title = t('errorBoundary.tabTitle');
  }

  override componentDidMount(): void {
    this.componentDidUpdate();
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const messages = errorChain(this.state.error);
    return (
      <div className={styles.root} role="alert">
        <h1>{t('errorBoundary.title')}</h1>
        <ol className={styles.chain}>
          {messages.map((message, index) => (
            <li key={index}>
              {index > 0 && <span className={styles.cause}>{t('errorBoundary.cause')}: </span>}
              {message}
            </li>
          ))}
        </ol>
        <button type="button" className={styles.retry} onClick={() => this.setState({ error: undefined })}>
          {t('errorBoundary.retry')}
        </button>
      </div>
    );
  }
}
