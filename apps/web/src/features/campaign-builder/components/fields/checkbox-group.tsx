import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string; description?: ReactNode }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  hint?: string;
  columns?: 2 | 3 | 4;
}

/** A fieldset of checkboxes that keeps the options' order in the result. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
  hint,
  columns = 3,
}: CheckboxGroupProps<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? checked : selected.includes(v))));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <div
        className={cn(
          'grid gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-3',
          columns === 4 && 'grid-cols-2 sm:grid-cols-4',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-line bg-card px-3 py-2.5 text-sm hover:bg-raised has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-800/20"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className="min-w-0">
              <span className="font-medium text-fg">{option.label}</span>
              {option.description ? (
                <span className="mt-0.5 block text-xs text-muted">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
