import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  title: string;
  children?: ReactNode;
}

/** The page of a module that is not built yet: "<Name> - Coming Soon" and a line on what it will do. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <section className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-line bg-card px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Construction aria-hidden className="size-7" />
      </span>
      <h1 className="text-title">{title}</h1>
      {children ? <div className="max-w-md text-sm text-muted">{children}</div> : null}
    </section>
  );
}
