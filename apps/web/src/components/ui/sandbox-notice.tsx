import { SANDBOX_NOTICE } from '@northstar/shared/analytics';
import { FlaskConical } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * The label every page with sandbox delivery figures carries (docs/product.md#sandbox-delivery): a quiet
 * note, not a warning; the figures are real simulations, just not from an ad account.
 */
export function SandboxNotice({ id, className }: { id?: string; className?: string }) {
  return (
    <p
      id={id}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-brand-500/40 bg-brand-50 px-3 py-2 text-xs text-brand-800',
        'dark:bg-brand-800/25 dark:text-brand-100',
        className,
      )}
    >
      <FlaskConical aria-hidden className="mt-px size-4 shrink-0" />
      <span>{SANDBOX_NOTICE}</span>
    </p>
  );
}
