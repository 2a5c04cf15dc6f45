import toast from 'react-hot-toast';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { DashboardShell } from '../../features/dashboard/components/dashboard-shell.tsx';

import { useThemeControls } from '../use-theme-controls.ts';
import { saveUserPreferences } from '../user-preferences.ts';

// A failed save is only logged (docs/product.md#error-messages): the new order stays in this session.
const saveModuleOrder = (moduleOrder: string[]) => saveUserPreferences({ dashboard: { moduleOrder } });

export default function DashboardRoute() {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const theme = useThemeControls();

  if (!user) return <Navigate to="/login" replace />;

  const onLogout = async () => {
    await logout();
    toast.success('You have been signed out.');
    navigate('/login', { replace: true });
  };

  return (
    <DashboardShell
      user={user}
      moduleOrder={user.preferences?.dashboard?.moduleOrder}
      onReorder={(order) => void saveModuleOrder(order)}
      onLogout={() => void onLogout()}
      actions={<ThemeToggle mode={theme.mode} onToggle={() => void theme.toggleMode()} />}
    >
      <Outlet />
    </DashboardShell>
  );
}
