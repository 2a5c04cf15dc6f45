import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Keep the label for screen readers only (e.g. a filter whose purpose the page makes plain). */
  hideLabel?: boolean;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, hideLabel, error, options, id, className, ...props }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-fg'}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(fieldClasses(Boolean(error)), 'pr-8')}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
