import { Component, type ReactNode } from 'react';

interface Props {
  remote: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote inside its slot: logs the error and shows the fallback. */
export class SlotErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[federation] ${this.props.remote} failed`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
