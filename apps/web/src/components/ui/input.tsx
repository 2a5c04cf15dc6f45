import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shown beside the label, outside it, so the accessible name stays the plain label. */
  labelAside?: ReactNode;
  /** A control inside the field's right edge (e.g. the show/hide password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const fieldClasses = (invalid: boolean) =>
  cn(
    'block h-11 w-full rounded-lg border bg-field px-3 text-base text-fg shadow-sm sm:text-sm',
    'placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-offset-0',
    '[&[readonly]]:bg-raised',
    // Outlined whenever it is marked invalid, also by a caller's own aria-invalid.
    invalid ? 'border-danger' : 'border-field-line/70 aria-invalid:border-danger',
  );

/** The ids of a field's error and hint, and the aria-describedby that names them (error first). */
export function fieldNoteIds(
  fieldId: string,
  { hint, error }: { hint?: ReactNode; error?: string | undefined },
) {
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return { hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

/** A field's error (in the danger colour) and hint, below it, with the ids its control points to. */
export function FieldNotes({
  ids,
  hint,
  error,
}: {
  ids: ReturnType<typeof fieldNoteIds>;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {error ? (
        <p id={ids.errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function Input({ label, hint, error, labelAside, trailing, id, className, ...props }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const notes = fieldNoteIds(inputId, { hint, error });

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={notes.describedBy}
          className={cn(fieldClasses(Boolean(error)), trailing ? 'pr-12' : undefined)}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        ) : null}
      </div>
      <FieldNotes ids={notes} hint={hint} error={error} />
    </div>
  );
}
