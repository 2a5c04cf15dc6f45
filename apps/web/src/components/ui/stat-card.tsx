import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  value: string;
  Icon: LucideIcon;
  /** The line under the value: what the figure covers, or why it is missing. */
  children: ReactNode;
}

/** One figure of a row of key figures; an <li>, so the row is a list a screen reader can count. */
export function StatCard({ title, value, Icon, children }: StatCardProps) {
  return (
    <li className="min-w-0 rounded-xl border border-line bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
          <Icon aria-hidden className="size-4.5" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-muted">{children}</p>
    </li>
  );
}
