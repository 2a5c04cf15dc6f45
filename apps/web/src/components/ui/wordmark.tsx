import { PRODUCT_NAME } from '@northstar/shared/brand';
import { cn } from '../../lib/cn.ts';

/** The four-point star logo; decorative, the name beside it carries the meaning. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="#fff" />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-fg', className)}>
      <LogoMark className="size-7" />
      {PRODUCT_NAME}
    </span>
  );
}
