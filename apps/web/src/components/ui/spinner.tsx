import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface SpinnerProps {
  label?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** An announced loading indicator (role=status, named by its label). */
export function Spinner({ label = 'Loading', className, size = 'md' }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex items-center justify-center', className)}
    >
      <LoaderCircle aria-hidden className={cn('animate-spin text-brand-500', sizes[size])} />
    </span>
  );
}
