import {
  COLOR_LEVELS,
  type ColorLevel,
  isValidColor,
  parseColor,
  type ThemeColors,
  textContrasts,
} from '@northstar/shared/themes';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { ContrastSummary } from './contrast-summary.tsx';

const LEVEL_LABELS: Record<ColorLevel, { label: string; hint: string }> = {
  background: { label: 'Background', hint: 'The page behind everything' },
  card: { label: 'Card', hint: 'Panels, the sidebar and dialogs' },
  content: { label: 'Content', hint: 'Highlighted areas inside cards' },
  text: { label: 'Text', hint: 'The main text colour' },
};

export const COLOR_ERROR = 'Enter a valid colour, such as #1e293b, rgb(30 41 59) or hsl(217 33% 17%).';

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
/** The colour picker only understands #rrggbb. */
const pickerValue = (value: string) => {
  const color = parseColor(value);
  return color ? `#${hex(color.r)}${hex(color.g)}${hex(color.b)}` : '#000000';
};

interface CustomColorsFormProps {
  initial: ThemeColors;
  onApply: (colors: ThemeColors) => void;
}

/**
 * Four colour levels, each by picker or as text. Nothing is applied until all four are valid and the
 * text keeps WCAG AA on every surface: the ratios show live, and an unreadable set cannot be applied.
 */
export function CustomColorsForm({ initial, onApply }: CustomColorsFormProps) {
  const baseId = useId();
  const contrastId = `${baseId}-contrast`;
  const [draft, setDraft] = useState<ThemeColors>(initial);
  const [errors, setErrors] = useState<Partial<Record<ColorLevel, string>>>({});
  const contrasts = textContrasts(draft);
  const unreadable = contrasts.some((contrast) => !contrast.readable);

  const set = (level: ColorLevel, value: string) => {
    setDraft((current) => ({ ...current, [level]: value }));
    // A fixed error clears as soon as the value is valid again.
    if (errors[level] && isValidColor(value)) setErrors((current) => ({ ...current, [level]: undefined }));
  };

  const check = (level: ColorLevel) =>
    setErrors((current) => ({ ...current, [level]: isValidColor(draft[level]) ? undefined : COLOR_ERROR }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      COLOR_LEVELS.map((level) => [level, isValidColor(draft[level]) ? undefined : COLOR_ERROR]),
    ) as Partial<Record<ColorLevel, string>>;
    setErrors(found);
    if (COLOR_LEVELS.some((level) => found[level]) || unreadable) return;
    onApply(Object.fromEntries(COLOR_LEVELS.map((level) => [level, draft[level].trim()])) as ThemeColors);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-line p-4 sm:p-6">
      <div>
        <h3 className="text-subheading">Custom colours</h3>
        <p className="mt-1 text-sm text-muted">
          Set your own four levels with the picker or as text (hex, rgb() or hsl()). The text needs a contrast
          of at least 4.5:1 on the three surfaces to stay readable.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {COLOR_LEVELS.map((level) => {
          const inputId = `${baseId}-${level}`;
          const errorId = `${inputId}-error`;
          const hintId = `${inputId}-hint`;
          const error = errors[level];
          return (
            <div key={level} className="space-y-1.5">
              <label htmlFor={inputId} className="block text-sm font-medium">
                {LEVEL_LABELS[level].label} colour
              </label>
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label={`${LEVEL_LABELS[level].label} colour picker`}
                  value={pickerValue(draft[level])}
                  onChange={(event) => set(level, event.target.value)}
                  className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-field-line/70 bg-field p-1"
                />
                <input
                  id={inputId}
                  type="text"
                  spellCheck={false}
                  autoComplete="off"
                  value={draft[level]}
                  onChange={(event) => set(level, event.target.value)}
                  onBlur={() => check(level)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={cn(error && errorId, hintId)}
                  className={cn(fieldClasses(Boolean(error)), 'font-mono')}
                />
              </div>
              {error ? (
                <p id={errorId} className="text-sm text-danger">
                  {error}
                </p>
              ) : null}
              <p id={hintId} className="text-xs text-muted">
                {LEVEL_LABELS[level].hint}
              </p>
            </div>
          );
        })}
      </div>
      <ContrastSummary id={contrastId} contrasts={contrasts} />
      <div className="flex justify-end">
        <Button
          type="submit"
          className="max-sm:w-full"
          disabled={unreadable}
          aria-describedby={unreadable ? contrastId : undefined}
        >
          Apply custom colours
        </Button>
      </div>
    </form>
  );
}
