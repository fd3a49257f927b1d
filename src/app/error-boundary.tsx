// React error boundary: around the whole app (in the provider), around every route (router.tsx, with
// the route error screen as `fallback`), and around the page inside the main layout, so a crashing
// page keeps the header and the menu. `resetKey` (the path) clears the error when the user
// navigates away.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashFallback } from '../features/shell/crash/crash-fallback';

interface Props {
  children: ReactNode;
  resetKey?: string;
  /** What to show instead of the children; the crash handling of spec shell §4 by default. */
  fallback?: (error: unknown) => ReactNode;
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
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error) : <CrashFallback error={this.state.error} />;
  }
}
