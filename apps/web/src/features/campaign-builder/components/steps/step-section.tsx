import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';

interface StepSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled group of fields inside a step. */
export function StepSection({ title, description, children, className }: StepSectionProps) {
  return (
    <section className={cn('space-y-4 rounded-xl border border-line bg-card p-4 sm:p-5', className)}>
      <div>
        <h3 className="text-base font-semibold">{title}</h3>
        {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** True when one of the step's errors is this message: the field shows aria-invalid. */
export const hasError = (errors: readonly string[], message: string) => errors.includes(message);

/** The message under a field when it is one of the step's errors. */
export const fieldError = (errors: readonly string[], message: string) =>
  errors.includes(message) ? message : undefined;
