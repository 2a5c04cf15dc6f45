import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './button.tsx';

// A page chunk that fails to download usually means a new release replaced the old files.
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed/i.test(error.message);

/** Shown in place of a page that failed to load or render; never shows a stack trace. */
export function RouteError({ error }: { error: unknown }) {
  console.error('[route] page failed', error);
  const chunk = isChunkLoadError(error);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-line bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="text-xl font-bold">
        {chunk ? 'A new version is available' : 'This page could not be shown'}
      </h1>
      <p className="text-sm text-muted">
        {chunk
          ? 'Reload to get the latest version of the app.'
          : 'Something went wrong on our side. Reload the page, or go back to the dashboard.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="size-4" />
          Reload
        </Button>
        <Link to="/dashboard" className={buttonClasses('secondary', 'md')}>
          Back to Dashboard
        </Link>
      </div>
    </section>
  );
}
