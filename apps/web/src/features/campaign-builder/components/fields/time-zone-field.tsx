import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fieldClasses } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { countryName } from '../../lib/countries.ts';
import {
  currentZoneId,
  searchTimeZones,
  type TimeZoneOption,
  timeZoneOptions,
  zoneLabel,
  zoneOffset,
} from '../../lib/time-zones.ts';

/** Zones listed at once; typing narrows the rest (and keeps the offsets computed to what is shown). */
export const MAX_LISTED = 50;

interface TimeZoneFieldProps {
  label: string;
  /** The draft's IANA zone. */
  value: string;
  onChange: (zone: string) => void;
  /** The browser's own zone, listed first. */
  browserZone: string;
  /** The campaign's countries (ISO codes): their zones come next. */
  countries: readonly string[];
}

const toText = (option: TimeZoneOption | null) => (option ? zoneLabel(option.zone) : '');

function detail(option: TimeZoneOption): string {
  const where =
    option.suggested === 'browser'
      ? 'Your browser'
      : option.country
        ? countryName(option.country)
        : 'Coordinated Universal Time';
  return [where, zoneOffset(option.zone)].filter(Boolean).join(' · ');
}

/** A searchable time zone picker (downshift's ARIA combobox): type a city, region or country. */
export function TimeZoneField({ label, value, onChange, browserZone, countries }: TimeZoneFieldProps) {
  const hintId = useId();
  const [query, setQuery] = useState('');
  const menuRef = useRef<HTMLDivElement>(null);
  const options = useMemo(
    () => timeZoneOptions({ browserZone, countries, current: value }),
    [browserZone, countries, value],
  );
  const matches = useMemo(() => searchTimeZones(options, query), [options, query]);
  const items = matches.slice(0, MAX_LISTED);
  const selectedItem = options.find((o) => o.zone === currentZoneId(value)) ?? null;

  // A time zone is always set: Escape and leaving the field put the chosen zone's name back, and
  // typing puts the best match first so Enter takes it.
  const stateReducer = (
    state: UseComboboxState<TimeZoneOption>,
    { type, changes }: UseComboboxStateChangeOptions<TimeZoneOption>,
  ): Partial<UseComboboxState<TimeZoneOption>> => {
    const T = useCombobox.stateChangeTypes;
    if (type === T.InputChange)
      return { ...changes, highlightedIndex: changes.inputValue?.trim() && items.length ? 0 : -1 };
    if (type === T.InputKeyDownEscape || type === T.InputBlur) {
      const chosen = changes.selectedItem ?? state.selectedItem;
      return { ...changes, selectedItem: chosen, inputValue: toText(chosen) };
    }
    return changes;
  };

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<TimeZoneOption>({
    items,
    selectedItem,
    itemToString: toText,
    itemToKey: (option) => option?.zone,
    stateReducer,
    onInputValueChange: ({ type, inputValue }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery('');
    },
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      if (chosen) onChange(chosen.zone);
    },
    getA11yStatusMessage: ({ isOpen: open }) =>
      open ? (matches.length ? `${matches.length} time zones found.` : 'No time zone found.') : '',
  });

  // The field sits low in the step: the list it opens should not end below the fold.
  useEffect(() => {
    if (isOpen) menuRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen]);

  const suggestedCount = items.filter((o) => o.suggested).length;
  const groups = [
    { name: 'Suggested', start: 0, end: suggestedCount },
    { name: 'All time zones', start: suggestedCount, end: items.length },
  ].filter((g) => g.end > g.start);

  return (
    <div className="space-y-1.5">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives it htmlFor, the input's id */}
      <label {...getLabelProps()} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          {...getInputProps({
            'aria-describedby': hintId,
            // The chosen zone's name is selected on entry, so typing replaces it with a search.
            onFocus: (event) => event.currentTarget.select(),
            onClick: (event) => {
              if (event.currentTarget.value === toText(selectedItem)) event.currentTarget.select();
            },
          })}
          placeholder="Search a city or country"
          className={cn(fieldClasses(false), 'pr-10')}
        />
        <button
          type="button"
          {...getToggleButtonProps()}
          aria-label="Show time zones"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted hover:text-fg"
        >
          <ChevronDown aria-hidden className="size-4" />
        </button>
        <div
          {...getMenuProps({ ref: menuRef })}
          className={cn(
            'absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-line bg-card py-1 shadow-lg',
            !isOpen && 'hidden',
          )}
        >
          {isOpen && items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">No time zone matches "{query}".</p>
          ) : null}
          {isOpen
            ? groups.map((group) => (
                // A listbox's groups are role=group: a fieldset is not allowed inside one.
                // biome-ignore lint/a11y/useSemanticElements: see above
                <div key={group.name} role="group" aria-labelledby={`${hintId}-${group.start}`}>
                  <div
                    id={`${hintId}-${group.start}`}
                    className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    {group.name}
                  </div>
                  {items.slice(group.start, group.end).map((option, offset) => {
                    const index = group.start + offset;
                    const chosen = option.zone === selectedItem?.zone;
                    return (
                      <div
                        key={option.zone}
                        {...getItemProps({ item: option, index })}
                        className={cn(
                          'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                          index === highlightedIndex && 'bg-raised',
                        )}
                      >
                        <span className="flex size-4 shrink-0 items-center justify-center">
                          {chosen ? <Check aria-hidden className="size-4 text-brand-500" /> : null}
                        </span>
                        <span className="min-w-0 flex-1 break-words">{zoneLabel(option.zone)}</span>
                        <span className="shrink-0 text-xs text-muted">{detail(option)}</span>
                      </div>
                    );
                  })}
                </div>
              ))
            : null}
          {isOpen && matches.length > items.length ? (
            <p className="px-3 py-2 text-xs text-muted">
              {matches.length - items.length} more: type a city or country to narrow the list.
            </p>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted">
        The start and end dates are days in this zone. Your browser's and your countries' zones come first.
      </p>
    </div>
  );
}
