import { type ReactNode, useId } from 'react';

interface EmptyStateProps {
  /** Decorative (give it aria-hidden); drawn as given, so a page keeps its own treatment. */
  icon: ReactNode;
  title: string;
  /** Why there is nothing to show, and what would bring something. */
  children: ReactNode;
  /** Links or buttons that get the user started; side by side from the small breakpoint up. */
  actions?: ReactNode;
}

/** Stands where a page's content would be while the user has none of it yet. */
export function EmptyState({ icon, title, children, actions }: EmptyStateProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-card px-6 py-12 text-center"
    >
      {icon}
      <h2 id={headingId} className="text-heading">
        {title}
      </h2>
      <p className="max-w-lg text-sm text-muted">{children}</p>
      {actions ? <div className="mt-2 flex flex-col gap-2 sm:flex-row">{actions}</div> : null}
    </section>
  );
}
