import { Component, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from '../components/ui/route-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

interface BoundaryProps {
  /** A new value clears a shown error: the user went to another page. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** React has no hook for render errors: this is the one class component of the app. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === null) return state.error === null ? null : { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}

/**
 * Where a dashboard page renders: its chunk loads behind a spinner (first visits only; later navigations
 * keep the current page until the next is ready), and a failure shows RouteError until the user moves on.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Loading page" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
