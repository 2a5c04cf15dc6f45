import { LogOut } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Wordmark } from '../../components/ui/wordmark.tsx';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { ThemeToggleButton } from '../../features/theme/components/theme-toggle-button.tsx';
import { cn } from '../../lib/cn.ts';

// Minimal dashboard frame for issue 2; the next issue replaces it with the full sidebar shell.
const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-600 text-white' : 'text-muted hover:bg-raised hover:text-fg',
  );

export default function DashboardRoute() {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const isAdmin = user?.role === 'admin';
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  const onLogout = async () => {
    await logout();
    toast.success('You have been signed out.');
    navigate('/login', { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/dashboard" className="rounded-lg">
            <Wordmark className="text-lg" />
          </Link>
          <nav aria-label="Dashboard" className="order-last flex w-full gap-1 sm:order-none sm:w-auto">
            <NavLink to="/dashboard/analytics" className={navClass}>
              Analytics
            </NavLink>
            {isAdmin ? (
              <NavLink to="/dashboard/admin" className={navClass}>
                Admin Panel
              </NavLink>
            ) : null}
          </nav>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <div className="hidden min-w-0 items-center gap-2 sm:flex">
              <span className="truncate text-sm font-medium text-fg">{name}</span>
              {isAdmin ? (
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-800/50 dark:text-brand-100">
                  Admin
                </span>
              ) : null}
            </div>
            <ThemeToggleButton />
            <Button variant="secondary" onClick={onLogout}>
              <LogOut aria-hidden className="size-4" />
              Logout
            </Button>
          </div>
          <p className="w-full truncate text-sm text-muted sm:hidden">
            Signed in as <span className="font-medium text-fg">{name}</span>
            {isAdmin ? ' (Admin)' : ''}
          </p>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
