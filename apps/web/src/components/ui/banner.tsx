import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type BannerTone = 'success' | 'error' | 'info';

const tones: Record<BannerTone, string> = {
  success:
    'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200',
  error: 'border-red-600/40 bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-200',
  info: 'border-brand-500/40 bg-brand-50 text-brand-800 dark:bg-brand-800/25 dark:text-brand-100',
};
const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** Errors are alerts (announced at once); successes and info are polite status messages. */
export function Banner({ tone, children, onDismiss, className }: BannerProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4.5 shrink-0" />
      <div className="min-w-0 flex-1 break-words">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
