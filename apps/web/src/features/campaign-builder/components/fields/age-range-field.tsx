import { AGE_MAX, AGE_MIN } from '@northstar/shared/campaign';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { fieldClasses } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';

type End = 'min' | 'max';
interface AgeRangeError {
  end: End;
  message: string;
}

export const AGE_MESSAGES = {
  whole: 'Enter the age as a whole number of years.',
  bounds: `Enter an age from ${AGE_MIN} to ${AGE_MAX}.`,
  order: 'The minimum age cannot be above the maximum age.',
} as const;

/** What is wrong with a typed range, or null when it can be kept. */
export function ageRangeError(min: string, max: string): AgeRangeError | null {
  for (const [end, text] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (!/^\d+$/.test(text.trim())) return { end, message: AGE_MESSAGES.whole };
    const age = Number(text);
    if (age < AGE_MIN || age > AGE_MAX) return { end, message: AGE_MESSAGES.bounds };
  }
  return Number(min) > Number(max) ? { end: 'min', message: AGE_MESSAGES.order } : null;
}

interface AgeRangeFieldProps {
  min: number;
  max: number;
  /** Called only with a valid range. */
  onChange: (min: number, max: number) => void;
  hint?: ReactNode;
}

/**
 * The audience's age range as two small number fields. A range that is not valid stays in the fields
 * (the draft keeps the last valid one) and is explained once the user leaves the field.
 */
export function AgeRangeField({ min, max, onChange, hint }: AgeRangeFieldProps) {
  const id = useId();
  const [text, setText] = useState({ min: String(min), max: String(max) });
  const [shown, setShown] = useState(false);
  // A change from elsewhere (the assistant, a loaded campaign) replaces what is typed.
  useEffect(() => setText({ min: String(min), max: String(max) }), [min, max]);

  const error = ageRangeError(text.min, text.max);
  const visibleError = shown ? error : null;
  const set = (end: End, value: string) => {
    const next = { ...text, [end]: value };
    setText(next);
    if (ageRangeError(next.min, next.max)) return;
    setShown(false);
    onChange(Number(next.min), Number(next.max));
  };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const input = (end: End, label: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${end}`} className="block text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={`${id}-${end}`}
        data-field={end === 'min' ? 'targeting.demographics.ageMin' : 'targeting.demographics.ageMax'}
        type="number"
        inputMode="numeric"
        min={end === 'min' ? AGE_MIN : min}
        max={end === 'min' ? max : AGE_MAX}
        step={1}
        value={text[end]}
        aria-invalid={visibleError?.end === end || undefined}
        aria-describedby={cn(visibleError?.end === end && errorId, hintId)}
        onChange={(event) => set(end, event.target.value)}
        // Explained on leaving a field with a range that cannot be kept, not while typing it.
        onBlur={() => setShown(error !== null)}
        className={cn(fieldClasses(visibleError?.end === end), 'w-24 tabular-nums')}
      />
    </div>
  );

  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-fg">Age range</legend>
      <div className="flex items-end gap-2">
        {input('min', 'Minimum age')}
        <span aria-hidden className="pb-3 text-sm text-muted">
          to
        </span>
        {input('max', 'Maximum age')}
      </div>
      {visibleError ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {visibleError.message}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted">
        From {AGE_MIN} to {AGE_MAX}; {AGE_MAX} means {AGE_MAX} and older.{hint ? <> {hint}</> : null}
      </p>
    </fieldset>
  );
}
