import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { fieldClasses } from '../../../../components/ui/input.tsx';

export interface PlaceSuggestion {
  /** The name stored in the draft, e.g. 'Colorado'. */
  name: string;
  /** Shown beside it in the browser's suggestions, e.g. 'United States'. */
  detail: string;
}

interface PlaceListInputProps {
  label: string;
  /** Singular noun for button labels: "Add region", "Remove region Colorado". */
  itemName: string;
  values: readonly string[];
  suggestions: readonly PlaceSuggestion[];
  /** The table's name for what was typed ('bayern' -> 'Bavaria'); undefined when there is none. */
  resolve: (text: string) => string | undefined;
  /** The message for a name the table does not know. */
  notFound: (text: string) => string;
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
  max: number;
  placeholder?: string;
  hint?: string;
}

/**
 * A list of known places: type (the browser suggests from a datalist, which keeps this light and
 * keyboard-native), then Enter or + to add; x removes. Only names the table knows are added, so the
 * planner and the ad platforms read the same spelling.
 */
export function PlaceListInput({
  label,
  itemName,
  values,
  suggestions,
  resolve,
  notFound,
  onAdd,
  onRemove,
  max,
  placeholder,
  hint,
}: PlaceListInputProps) {
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = values.length >= max;

  const add = () => {
    const typed = text.trim();
    if (!typed) return;
    const name = resolve(typed);
    if (!name) {
      setError(notFound(typed));
      return;
    }
    if (values.includes(name)) {
      setError(`${name} is already in the list.`);
      return;
    }
    setError(null);
    onAdd(name);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the place; it must not submit a surrounding form.
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
      {full ? (
        <p className="text-xs text-muted">Maximum of {max} reached. Remove one to add another.</p>
      ) : (
        <div className="flex gap-2">
          <input
            id={inputId}
            type="text"
            list={listId}
            value={text}
            autoComplete="off"
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
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s.name} value={s.name} label={s.detail} />
            ))}
          </datalist>
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
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Selected ${label.toLowerCase()}`}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-line bg-raised py-1 pr-1 pl-3 text-sm"
            >
              <span className="truncate">{value}</span>
              <button
                type="button"
                onClick={() => onRemove(value)}
                aria-label={`Remove ${itemName} ${value}`}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-card"
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
