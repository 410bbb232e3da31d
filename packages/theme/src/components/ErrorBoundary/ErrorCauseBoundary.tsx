import { Component, type ReactNode } from 'react';

export interface ErrorCauseBoundaryProps {
  /** Says where the error happened; it becomes the message of an Error whose cause is the one thrown. */
  message: string;
  children: ReactNode;
}

/**
 * Passes an error thrown while rendering its children on to the next error boundary up, as the cause of
 * an Error with `message`, so the crash page's message chain says where it happened.
 */
export class ErrorCauseBoundary extends Component<ErrorCauseBoundaryProps, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    if (this.state.error !== undefined) throw new Error(this.props.message, { cause: this.state.error });
    return this.props.children;
  }
}
