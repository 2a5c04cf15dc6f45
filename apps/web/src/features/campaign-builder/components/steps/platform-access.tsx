import type { PlatformAccess } from '@northstar/shared/campaign';
import { cn } from '../../../../lib/cn.ts';

const LOOK: Record<PlatformAccess, { label: string; className: string }> = {
  allowed: {
    label: 'Accepted',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  },
  certification: {
    label: 'Certification needed',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  },
  prohibited: {
    label: 'Prohibited',
    className: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  },
};

/** The badge telling how a platform treats the chosen regulated category. */
export function PlatformAccessBadge({ access }: { access: PlatformAccess }) {
  const look = LOOK[access];
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', look.className)}>
      {look.label}
    </span>
  );
}
