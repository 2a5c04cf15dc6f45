import { type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../../../lib/cn.ts';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  label: string;
  value: string;
  /** Shows "n/max characters" under the field. */
  maxChars?: number;
  error?: string;
}

export function TextareaField({
  label,
  value,
  maxChars,
  error,
  id,
  className,
  ...props
}: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const counterId = maxChars ? `${fieldId}-counter` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, counterId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'block min-h-24 w-full rounded-lg border bg-field px-3 py-2 text-base text-fg shadow-sm sm:text-sm',
          'placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-offset-0',
          error ? 'border-danger' : 'border-field-line/70',
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {maxChars ? (
        <p
          id={counterId}
          className={cn('text-right text-xs', value.length >= maxChars ? 'text-danger' : 'text-muted')}
        >
          {value.length}/{maxChars} characters
        </p>
      ) : null}
    </div>
  );
}
