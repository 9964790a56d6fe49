import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once they failed to load or render, given what they threw. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A change of it (another address, say) tries the children again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
  resetKey: unknown;
}

/** Keeps a failure inside its part of the page: React has no hook that catches a render error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  // Before the render with the new key, so children that fail again with it are caught once.
  static getDerivedStateFromProps(
    { resetKey }: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return resetKey === state.resetKey ? null : { failure: null, resetKey };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(failure.error) : fallback;
  }
}
