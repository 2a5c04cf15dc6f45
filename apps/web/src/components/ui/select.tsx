import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldNotes, fieldClasses, fieldNoteIds } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  /** Keep the label for screen readers only (e.g. a filter whose purpose the page makes plain). */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Shown first with an empty value, e.g. "Choose a KPI". */
  placeholder?: string;
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  hideLabel,
  error,
  hint,
  placeholder,
  options,
  id,
  className,
  ...props
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const notes = fieldNoteIds(selectId, { hint, error });
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-fg'}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={notes.describedBy}
        className={cn(fieldClasses(Boolean(error)), 'cursor-pointer pr-8')}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes ids={notes} hint={hint} error={error} />
    </div>
  );
}
