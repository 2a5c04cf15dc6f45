import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';
import { takeStartupSessionCheck } from '../features/auth/stores/startup-session-check.ts';
import { ErrorBoundary } from './error-boundary.tsx';

/**
 * On start a stored session is validated with the server before any screen renders; a page's chunk loads
 * behind the same loading screen, and a page that fails shows RouteError (never a stack trace).
 */
export function RootLayout() {
  const { key } = useLocation();
  const [checking, setChecking] = useState(() => Boolean(useAuthStore.getState().token));
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the check must run once.
    if (!checking || started.current) return;
    started.current = true;
    void takeStartupSessionCheck().finally(() => setChecking(false));
  }, [checking]);

  if (checking) return <LoadingScreen />;
  return (
    <ErrorBoundary
      resetKey={key}
      fallback={(error) => (
        <main className="min-h-dvh bg-canvas px-4 py-16">
          <RouteError error={error} />
        </main>
      )}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
