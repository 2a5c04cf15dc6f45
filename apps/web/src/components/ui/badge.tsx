import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'brand';

// Each tone brings its own background, so the text keeps its contrast on every colour theme.
const tones: Record<BadgeTone, string> = {
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-200 text-slate-900',
  brand: 'bg-brand-100 text-brand-800',
};

export function Badge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
