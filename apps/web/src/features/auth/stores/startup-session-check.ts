import { useAuthStore } from './auth.store.ts';

// The stored session is checked against /auth/me once at start. main.tsx begins the check before the first
// render, so the request travels beside the first page's chunks instead of after them (the router resolves
// lazy routes before RootLayout mounts); RootLayout then waits for that same check.
let pending: Promise<boolean> | null = null;

/** Starts the start-up check now if there is a stored session to check. */
export function beginStartupSessionCheck() {
  if (useAuthStore.getState().token) pending ??= useAuthStore.getState().checkAuth();
}

/** The check begun at start, or a new one when none was begun (a test, say); each begun check is taken once. */
export function takeStartupSessionCheck(): Promise<boolean> {
  const check = pending ?? useAuthStore.getState().checkAuth();
  pending = null;
  return check;
}
