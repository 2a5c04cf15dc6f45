import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { fieldClasses } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';

interface ChipSuggestion {
  /** The value added, e.g. 'Colorado'. */
  name: string;
  /** Shown beside it in the browser's suggestions, e.g. 'United States'. */
  detail: string;
}

interface ChipListInputProps {
  label: string;
  /** Singular noun for button labels: "Add tag", "Remove tag spring". */
  itemName: string;
  values: readonly string[];
  /** Returns the new list; returning the same items means the input was refused. */
  onAdd: (values: readonly string[], input: string) => string[];
  onRemove: (values: readonly string[], value: string) => string[];
  onChange: (values: string[]) => void;
  max: number;
  placeholder?: string;
  hint?: string;
  /** Validates the typed text before adding (e.g. an e-mail); returns an error message or null. */
  validate?: (input: string) => string | null;
  inputType?: 'text' | 'email';
  /** Offered by the browser as the user types (a datalist, which keeps this light and keyboard-native). */
  suggestions?: readonly ChipSuggestion[];
}

/** A list of short values: type and press Enter (or +) to add, x to remove. The input hides when full. */
export function ChipListInput({
  label,
  itemName,
  values,
  onAdd,
  onRemove,
  onChange,
  max,
  placeholder,
  hint,
  validate,
  inputType = 'text',
  suggestions,
}: ChipListInputProps) {
  const inputId = useId();
  const listId = suggestions ? `${inputId}-suggestions` : undefined;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = values.length >= max;

  const add = () => {
    if (!text.trim()) return;
    const problem = validate?.(text.trim()) ?? null;
    setError(problem);
    if (problem) return;
    const next = onAdd(values, text);
    if (next.length !== values.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the value; it must not submit a surrounding form.
    event.preventDefault();
    add();
  };

  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        {full ? (
          <span className="text-sm font-medium text-fg">{label}</span>
        ) : (
          <label htmlFor={inputId} className="text-sm font-medium text-fg">
            {label}
          </label>
        )}
        <span className="text-xs text-muted">
          {values.length}/{max}
        </span>
      </div>
      {full ? null : (
        <div className="flex gap-2">
          <input
            id={inputId}
            type={inputType}
            list={listId}
            value={text}
            autoComplete={suggestions ? 'off' : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={fieldClasses(Boolean(error))}
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((s) => (
                <option key={s.name} value={s.name} label={s.detail} />
              ))}
            </datalist>
          ) : null}
          <button
            type="button"
            onClick={add}
            aria-label={`Add ${itemName}`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-field-line/60 bg-card text-fg shadow-sm hover:bg-raised"
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      )}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {hint && !full ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {full ? (
        <p className="text-xs text-muted">Maximum of {max} reached. Remove one to add another.</p>
      ) : null}
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Selected ${label.toLowerCase()}`}>
          {values.map((value) => (
            <li
              key={value}
              className={cn(
                'inline-flex max-w-full items-center gap-1 rounded-full border border-brand-500/30 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800',
                'dark:bg-brand-800/30 dark:text-brand-100',
              )}
            >
              <span className="truncate">{value}</span>
              <button
                type="button"
                onClick={() => onChange(onRemove(values, value))}
                aria-label={`Remove ${itemName} ${value}`}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-800/60"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Plain list helpers for lists without special rules: trimmed, no blanks, no duplicates. */
export const addUnique = (max: number) => (values: readonly string[], input: string) => {
  const value = input.trim();
  if (!value || values.length >= max || values.some((v) => v.toLowerCase() === value.toLowerCase()))
    return [...values];
  return [...values, value];
};
export const removeValue = (values: readonly string[], value: string) => values.filter((v) => v !== value);
