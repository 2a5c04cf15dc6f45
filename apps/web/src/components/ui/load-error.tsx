import type { ReactNode } from 'react';
import { Banner } from './banner.tsx';

interface LoadErrorProps {
  /** What did not load: "Your campaigns could not be loaded." */
  children: ReactNode;
  /** Asks for the data again (a query's refetch). */
  onRetry: () => void;
  className?: string;
}

/** An error banner for data that did not load, ending in a "Try again" that asks for it once more. */
export function LoadError({ children, onRetry, className }: LoadErrorProps) {
  return (
    <Banner tone="error" className={className}>
      {children}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </Banner>
  );
}
