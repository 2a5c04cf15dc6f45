import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';

/** /dashboard/* needs a session. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Landing, login, register and forgot-password send a signed-in user to the dashboard. */
export function GuestOnly() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The admin panel is for role admin only; anyone else goes back to the dashboard. */
export function RequireAdmin() {
  const role = useAuthStore((state) => state.user?.role);
  if (role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
