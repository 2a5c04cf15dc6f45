import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from '../components/ui/route-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

/**
 * Where a dashboard page renders, inside the shell: its chunk loads behind a spinner (first visits only;
 * later navigations keep the current page until the next is ready), and a failure shows RouteError until
 * the next navigation, as the data router's route ErrorBoundary did.
 */
export function PageBoundary() {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <RouteError error={error} />}>
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
