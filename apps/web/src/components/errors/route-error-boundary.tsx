// The routes' error boundary: a screen that throws while rendering (or a chunk that failed to
// load) shows the route error screen in place of the routes, until the next navigation.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorScreen } from './route-error-screen';

interface RouteErrorBoundaryProps {
  /** Changes on every navigation; a new value clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  locationKey: string;
  failure: { error: unknown } | null;
}

class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { locationKey: this.props.locationKey, failure: null };

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { locationKey: props.locationKey, failure: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A route failed', error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorScreen error={failure.error} /> : this.props.children;
  }
}

export function RouteErrors({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <RouteErrorBoundary locationKey={location.key}>{children}</RouteErrorBoundary>;
}
