import { Component, type ReactNode } from 'react';

interface ExplorerErrorBoundaryProps {
  /** Shown instead of the children once they failed (e.g. the explorer's chunk did not load). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failure of the explorer inside its frame: the rest of the page stays readable. */
export class ExplorerErrorBoundary extends Component<ExplorerErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
