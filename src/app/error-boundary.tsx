// React error boundary for crashes outside the router's own handling: around the whole app (in the
// provider) and around the page inside the main layout, so a crashing page keeps the header and the
// menu. `resetKey` (the path) clears the error when the user navigates away.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashFallback } from '../features/shell/crash/crash-fallback';

interface Props {
  children: ReactNode;
  resetKey?: string;
}

interface State {
  error: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashFallback error={this.state.error} /> : this.props.children;
  }
}
