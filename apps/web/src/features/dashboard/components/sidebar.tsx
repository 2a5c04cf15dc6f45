import { PRODUCT_NAME } from '@northstar/shared/brand';
import { ADMIN_TOOLS, ADMIN_TOOLS_LABEL, orderedModules, SIDEBAR_WIDTH_PX } from '@northstar/shared/modules';
import { LogOut, X } from 'lucide-react';
import { lazy, type ReactNode, type Ref, Suspense, useId } from 'react';
import { Link, NavLink } from 'react-router';
import { Wordmark } from '../../../components/ui/wordmark.tsx';
import { cn } from '../../../lib/cn.ts';
import { moduleIcon } from '../lib/module-icons.ts';
import { navItemClasses } from './module-nav-item.tsx';
import { ModuleNavList } from './module-nav-list.tsx';

// dnd-kit is a fifth of the dashboard shell's code: every page paints without it, reordering follows.
const SortableModuleList = lazy(() => import('./sortable-module-list.tsx'));

export interface SidebarUser {
  firstName: string;
  lastName: string;
  role: string;
}

export const fullNameOf = (user: SidebarUser) => `${user.firstName} ${user.lastName}`.trim();
export const initialsOf = (user: SidebarUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

interface SidebarProps {
  id: string;
  user: SidebarUser;
  moduleOrder: readonly string[] | undefined;
  onReorder: (order: string[]) => void;
  onLogout: () => void;
  /** Mobile only: the drawer is open. From 1024 px the sidebar always shows. */
  open: boolean;
  onClose: () => void;
  closeButtonRef: Ref<HTMLButtonElement>;
  /** Extra controls for the header (the theme toggle). */
  actions?: ReactNode;
}

export function Sidebar({
  id,
  user,
  moduleOrder,
  onReorder,
  onLogout,
  open,
  onClose,
  closeButtonRef,
  actions,
}: SidebarProps) {
  const adminHeadingId = useId();
  const isAdmin = user.role === 'admin';
  const name = fullNameOf(user);

  return (
    <aside
      id={id}
      aria-label="Sidebar"
      data-state={open ? 'open' : 'closed'}
      style={{ width: SIDEBAR_WIDTH_PX }}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex flex-col border-r border-line bg-card text-fg',
        'transition-[translate,visibility] duration-200 motion-reduce:transition-none',
        // Under 1024 px a closed drawer is off screen and out of the tab order (visibility: hidden).
        open ? 'max-lg:shadow-2xl' : 'max-lg:invisible max-lg:-translate-x-full',
      )}
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-line px-4">
        <Link to="/dashboard" aria-label={`${PRODUCT_NAME} dashboard`} className="rounded-lg">
          <Wordmark className="text-lg" />
        </Link>
        <div className="flex items-center gap-1">
          {actions}
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-fg lg:hidden"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </div>

      <nav aria-label="Dashboard" className="flex-1 space-y-6 overflow-y-auto px-2 py-4">
        <Suspense fallback={<ModuleNavList modules={orderedModules(moduleOrder)} />}>
          <SortableModuleList modules={orderedModules(moduleOrder)} onReorder={onReorder} />
        </Suspense>
        {isAdmin ? (
          <section aria-labelledby={adminHeadingId}>
            <h2
              id={adminHeadingId}
              className="px-2.5 pb-2 text-xs font-semibold uppercase tracking-wider text-muted"
            >
              {ADMIN_TOOLS_LABEL}
            </h2>
            <ul className="space-y-0.5">
              {ADMIN_TOOLS.map((tool) => {
                const Icon = moduleIcon(tool.id);
                return (
                  <li key={tool.id}>
                    <NavLink to={tool.path} end className={({ isActive }) => navItemClasses(isActive)}>
                      <Icon aria-hidden className="size-4.5 shrink-0" />
                      <span className="min-w-0 leading-5">{tool.label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </nav>

      <div className="flex shrink-0 items-center gap-3 border-t border-line px-4 py-3">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
        >
          {initialsOf(user)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" title={name}>
            {name}
          </p>
          {isAdmin ? (
            <span className="mt-0.5 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              Admin
            </span>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onLogout}
          aria-label="Logout"
          title="Logout"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-fg"
        >
          <LogOut aria-hidden className="size-5" />
        </button>
      </div>
    </aside>
  );
}
