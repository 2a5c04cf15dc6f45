import { PRODUCT_NAME } from '@northstar/shared/brand';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Wordmark } from '../../components/ui/wordmark.tsx';
import { ThemeToggleButton } from '../../features/theme/components/theme-toggle-button.tsx';

export function SiteFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:px-6">
        <p>
          &copy; {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label="Legal" className="flex gap-5">
          <Link to="/terms" className="hover:text-fg hover:underline">
            Terms of Service
          </Link>
          <Link to="/privacy" className="hover:text-fg hover:underline">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}

/** Frame of the public content pages (terms, privacy). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-card/60">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded-lg">
            <Wordmark className="text-lg" />
          </Link>
          <div className="flex items-center gap-2">
            <Link to="/login" className={buttonClasses('secondary', 'md')}>
              Sign In
            </Link>
            <ThemeToggleButton />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">{children}</main>
      <SiteFooter />
    </div>
  );
}
