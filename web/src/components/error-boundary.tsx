import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once they failed to load or render, given what they threw. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A change of it (another page, say) tries the children again. */
  resetKey?: unknown;
  children: ReactNode;
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/** Keeps a failure inside its part of the page: React has no hook that catches a render error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate({ resetKey }: ErrorBoundaryProps) {
    // Children that fail again with the new key are caught again, and then the key is unchanged.
    if (this.state.failed && resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
