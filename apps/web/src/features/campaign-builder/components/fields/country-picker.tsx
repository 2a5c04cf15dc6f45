import { Check, X } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { fieldClasses } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { countryName, searchCountries } from '../../lib/countries.ts';

interface CountryPickerProps {
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  /** Marks the field invalid; the step's error summary carries the message. */
  invalid?: boolean;
  /** Country code -> short note shown on the option, e.g. "Not allowed for Cannabis". */
  notes?: Readonly<Record<string, string>>;
}

/** A searchable multi-select of ISO countries (ARIA combobox + listbox); Enter toggles the active one. */
export function CountryPicker({ selected, onChange, invalid, notes }: CountryPickerProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchCountries(query), [query]);
  const activeCode = results[Math.min(active, results.length - 1)]?.code;

  const toggle = (code: string) =>
    onChange(selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(0, Math.min(results.length - 1, i + step)));
      document.getElementById(`${baseId}-opt-${results[active + step]?.code}`)?.scrollIntoView?.({
        block: 'nearest',
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && activeCode) toggle(activeCode);
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={`${baseId}-input`} className="block text-sm font-medium text-fg">
        Countries
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeCode ? `${baseId}-opt-${activeCode}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${baseId}-hint`}
          value={query}
          placeholder="Search countries..."
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={fieldClasses(Boolean(invalid))}
        />
        {open ? (
          <div
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-label="Countries"
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-line bg-card py-1 shadow-lg"
          >
            {results.length === 0 ? (
              <p className="px-3 py-2 text-sm text-muted">No country matches "{query}".</p>
            ) : (
              results.map((country) => {
                const isSelected = selected.includes(country.code);
                const note = notes?.[country.code];
                return (
                  // Options of an aria-activedescendant listbox stay unfocusable: the input drives them.
                  // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input
                  // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the input toggles the active option
                  <div
                    key={country.code}
                    id={`${baseId}-opt-${country.code}`}
                    role="option"
                    aria-selected={isSelected}
                    // Keeps focus in the input so the list stays open while choosing several.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => toggle(country.code)}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                      country.code === activeCode ? 'bg-raised' : 'hover:bg-raised',
                    )}
                  >
                    <span className="flex size-4 items-center justify-center">
                      {isSelected ? <Check aria-hidden className="size-4 text-brand-500" /> : null}
                    </span>
                    <span className="flex-1">{country.name}</span>
                    {note ? <span className="text-xs text-danger">{note}</span> : null}
                    <span className="text-xs text-muted">{country.code}</span>
                  </div>
                );
              })
            )}
          </div>
        ) : null}
      </div>
      <p id={`${baseId}-hint`} className="text-xs text-muted">
        Type to search, arrow keys to move, Enter to select or deselect.
      </p>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Selected countries">
          {selected.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-raised py-1 pr-1 pl-3 text-sm"
            >
              {countryName(code)}
              <button
                type="button"
                onClick={() => toggle(code)}
                aria-label={`Remove country ${countryName(code)}`}
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
