import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { fieldClasses } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
  /** Shown first with an empty value, e.g. "Choose a KPI". */
  placeholder?: string;
  hideLabel?: boolean;
}

export function SelectField({
  label,
  options,
  hint,
  error,
  placeholder,
  hideLabel,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className={cn('block text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
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
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
