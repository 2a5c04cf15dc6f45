import { PRODUCT_NAME } from '@northstar/shared/brand';
import { CONTENT_OFFSET_PX } from '@northstar/shared/modules';
import { Menu } from 'lucide-react';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Wordmark } from '../../../components/ui/wordmark.tsx';
import { Sidebar, type SidebarUser } from './sidebar.tsx';

interface DashboardShellProps {
  user: SidebarUser;
  moduleOrder: readonly string[] | undefined;
  onReorder: (order: string[]) => void;
  onLogout: () => void;
  /** Controls shown in the sidebar header and the mobile header (the theme toggle). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: a 256 px sidebar with the content offset 272 px from 1024 px up; below that a
 * mobile header whose menu button opens the sidebar over a dimmed backdrop.
 */
export function DashboardShell({
  user,
  moduleOrder,
  onReorder,
  onLogout,
  actions,
  children,
}: DashboardShellProps) {
  const sidebarId = useId();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const isAdmin = user.role === 'admin';

  const restoreFocus = useRef(false);

  const close = useCallback(() => {
    restoreFocus.current = true;
    setOpen(false);
  }, []);

  // Focus goes back to the menu button once the header is no longer inert (after the render).
  useEffect(() => {
    if (open || !restoreFocus.current) return;
    restoreFocus.current = false;
    menuButtonRef.current?.focus();
  }, [open]);

  // Navigating closes the drawer; focus then stays with the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // Growing past the breakpoint turns the drawer into the fixed sidebar: nothing stays inert.
  useEffect(() => {
    const query = window.matchMedia?.('(min-width: 1024px)');
    const onChange = () => query?.matches && setOpen(false);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    closeButtonRef.current?.focus();
    // On window, so a keyboard drag's own Escape (handled on document first) cancels only the drag.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div className="min-h-dvh bg-canvas text-fg">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <header
        inert={open}
        className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-card px-4 lg:hidden"
      >
        <button
          ref={menuButtonRef}
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls={sidebarId}
          className="-ml-1 inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-raised"
        >
          <Menu aria-hidden className="size-5" />
        </button>
        <span className="flex min-w-0 flex-1 items-center gap-1.5 truncate">
          <Wordmark className="text-base" />
          {isAdmin ? <span className="text-sm font-medium text-muted">(Admin)</span> : null}
        </span>
        {actions}
      </header>

      {open ? (
        <div
          data-testid="sidebar-backdrop"
          aria-hidden
          onClick={() => close()}
          className="fixed inset-0 z-30 bg-slate-950/60 backdrop-blur-[1px] lg:hidden"
        />
      ) : null}

      <Sidebar
        id={sidebarId}
        user={user}
        moduleOrder={moduleOrder}
        onReorder={onReorder}
        onLogout={onLogout}
        open={open}
        onClose={() => close()}
        closeButtonRef={closeButtonRef}
        actions={actions}
      />

      <main
        id="main-content"
        inert={open}
        tabIndex={-1}
        aria-label={`${PRODUCT_NAME} dashboard content`}
        style={{ '--content-offset': `${CONTENT_OFFSET_PX}px` } as CSSProperties}
        className="px-4 py-6 outline-none sm:px-6 lg:py-8 lg:pr-8 lg:pl-(--content-offset)"
      >
        <div className="mx-auto w-full max-w-7xl">{children}</div>
      </main>
    </div>
  );
}
