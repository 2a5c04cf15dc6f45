import { ANALYTICS_MAX_DAYS, dayCount } from '@northstar/shared/analytics';
import { useId, useState } from 'react';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { daysBefore, parseIsoDate, toIsoDate } from '../lib/dates.ts';
import { formatShortDate } from '../lib/format.ts';

export type PresetRange = '7' | '30' | '90';
export type DateRange = { preset: PresetRange } | { preset: 'custom'; from: string; to: string };

export const RANGE_OPTIONS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom Range' },
] as const;

/** The days a range covers, as the summary call takes them (YYYY-MM-DD, both inclusive). */
export interface ResolvedRange {
  from: string;
  to: string;
  label: string;
}

const presetRange = (days: number, today: Date): ResolvedRange => ({
  from: toIsoDate(daysBefore(today, days - 1)),
  to: toIsoDate(today),
  label: `last ${days} days`,
});

export function resolveRange(range: DateRange, today: Date): ResolvedRange {
  if (range.preset === 'custom') {
    return parseIsoDate(range.from) && parseIsoDate(range.to)
      ? {
          from: range.from,
          to: range.to,
          label: `${formatShortDate(range.from)} - ${formatShortDate(range.to)}`,
        }
      : presetRange(30, today);
  }
  return presetRange(Number(range.preset), today);
}

/** Why a custom range cannot be used, or null when it can (the server checks the same rules). */
export function customRangeError(from: string, to: string, today: Date): string | null {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return 'Enter both dates.';
  if (start > end) return 'The start date must be on or before the end date.';
  if (end > today) return 'The end date cannot be after today.';
  if (dayCount(from, to) > ANALYTICS_MAX_DAYS) {
    return `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`;
  }
  return null;
}

interface RangeSelectorProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  today: Date;
}

export function RangeSelector({ value, onChange, today }: RangeSelectorProps) {
  const selectId = useId();
  const errorId = useId();
  const max = toIsoDate(today);
  const [draft, setDraft] = useState({ from: toIsoDate(daysBefore(today, 13)), to: max });
  const error = value.preset === 'custom' ? customRangeError(draft.from, draft.to, today) : null;

  const onPreset = (preset: string) => {
    if (preset === 'custom') {
      if (!customRangeError(draft.from, draft.to, today)) onChange({ preset: 'custom', ...draft });
      else onChange({ preset: 'custom', from: '', to: '' });
      return;
    }
    onChange({ preset: preset as PresetRange });
  };

  const onDate = (key: 'from' | 'to', date: string) => {
    const next = { ...draft, [key]: date };
    setDraft(next);
    // Only a usable range reaches the page; the previous one stays on screen meanwhile.
    if (!customRangeError(next.from, next.to, today)) onChange({ preset: 'custom', ...next });
  };

  const dateInput = (key: 'from' | 'to', label: string) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-muted">
      {label}
      <input
        type="date"
        max={max}
        value={draft[key]}
        onChange={(event) => onDate(key, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(fieldClasses(Boolean(error)), 'h-10 sm:w-40')}
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-xs font-medium text-muted">
            Date range
          </label>
          <select
            id={selectId}
            value={value.preset}
            onChange={(event) => onPreset(event.target.value)}
            className={cn(fieldClasses(false), 'h-10 sm:w-44')}
          >
            {RANGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {value.preset === 'custom' ? (
          <div className="grid grid-cols-2 gap-3 sm:flex">
            {dateInput('from', 'From')}
            {dateInput('to', 'To')}
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
