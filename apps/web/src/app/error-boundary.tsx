import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** A new value clears a shown error: the user navigated (the router's location key). */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  /** The resetKey the error was shown at; null while nothing failed. */
  failedAt: string | null;
}

/** React has no hook for render errors: this is the one class component of the app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  // Runs on every render, right after an error too: the first pass notes where it failed, a later one
  // with another key clears it, so the next page renders afresh.
  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (state.failedAt === null) return state.error === null ? null : { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}
