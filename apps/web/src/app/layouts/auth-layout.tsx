import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/wordmark.tsx';
import { ThemeToggleButton } from '../../features/theme/components/theme-toggle-button.tsx';

interface AuthLayoutProps {
  /** Page heading; omit when the content renders its own (multi-step screens). */
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: 'sm' | 'md';
}

/** The frame of the signed-out screens: a Home link and theme toggle above a centred card. */
export function AuthLayout({ title, subtitle, children, width = 'sm' }: AuthLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-canvas">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-[radial-gradient(ellipse_at_center,var(--color-brand-500)_0%,transparent_65%)] opacity-15"
      />
      <header className="relative z-10 mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-muted hover:text-fg"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Home
        </Link>
        <ThemeToggleButton />
      </header>
      <main className="relative z-10 flex flex-1 items-start justify-center px-4 pb-12 pt-2 sm:items-center sm:pt-0">
        <div
          className={`w-full ${width === 'md' ? 'max-w-xl' : 'max-w-md'} rounded-2xl border border-line bg-card p-6 shadow-xl shadow-slate-950/5 sm:p-8`}
        >
          {title ? (
            <div className="mb-6 space-y-3">
              <LogoMark className="size-10" />
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
            </div>
          ) : null}
          {children}
        </div>
      </main>
    </div>
  );
}
