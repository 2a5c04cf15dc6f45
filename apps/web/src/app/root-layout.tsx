import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';
import { takeStartupSessionCheck } from '../features/auth/stores/startup-session-check.ts';

/** On start a stored session is validated with the server before any screen renders. */
export function RootLayout() {
  const [checking, setChecking] = useState(() => Boolean(useAuthStore.getState().token));
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the check must run once.
    if (!checking || started.current) return;
    started.current = true;
    void takeStartupSessionCheck().finally(() => setChecking(false));
  }, [checking]);

  return checking ? <LoadingScreen /> : <Outlet />;
}
