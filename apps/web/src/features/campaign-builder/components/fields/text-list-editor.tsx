import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldClasses } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { countedLength, type LineLimit, limitSentence } from '../../lib/copy-limits.ts';

interface TextListEditorProps {
  label: string;
  /** Singular noun: "Headline 1", "Add headline", "Remove headline 2". */
  itemName: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  multiline?: boolean;
  placeholder?: string;
  /** Marks the first row invalid; the step's error summary carries the message. */
  invalid?: boolean;
  hint?: string;
  /** The selected platforms' strictest limit: each row counts against it as it is typed. */
  limit?: LineLimit | null;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Editable rows of free text (headlines, descriptions...), each with its own remove button. */
export function TextListEditor({
  label,
  itemName,
  values,
  onChange,
  max,
  maxLength,
  multiline,
  placeholder,
  invalid,
  hint,
  limit,
}: TextListEditorProps) {
  const baseId = useId();
  // Said once when a row goes over the limit or back under it, not on every key.
  const [announcement, setAnnouncement] = useState('');
  // An empty list still shows one blank row to type into; typing there creates the first item.
  const rows = values.length === 0 ? [''] : values;
  const isOver = (text: string) => limit !== null && limit !== undefined && countedLength(text) > limit.max;
  const setAt = (index: number, value: string) => {
    const text = value.slice(0, maxLength);
    if (limit && isOver(rows[index] ?? '') !== isOver(text)) {
      const name = `${capitalise(itemName)} ${index + 1}`;
      setAnnouncement(
        isOver(text)
          ? `${name} is ${countedLength(text)} characters, over the limit: ${limitSentence(limit)}.`
          : `${name} is within ${limit.max} characters again.`,
      );
    }
    onChange(rows.map((v, i) => (i === index ? text : v)));
  };
  const removeAt = (index: number) => onChange(values.filter((_, i) => i !== index));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{label}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <ol className="space-y-2">
        {rows.map((value, index) => {
          const name = `${capitalise(itemName)} ${index + 1}`;
          const over = isOver(value);
          const rowInvalid = Boolean(invalid && index === 0) || over;
          const counterId = `${baseId}-count-${index}`;
          const max = limit?.max ?? maxLength;
          const count = limit ? countedLength(value) : value.length;
          const common = {
            value,
            'aria-label': name,
            'aria-describedby': counterId,
            placeholder,
            maxLength,
            'aria-invalid': rowInvalid || undefined,
          };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; text changes on every key
            <li key={index} className="flex items-start gap-2">
              <div className="min-w-0 flex-1 space-y-1">
                {multiline ? (
                  <textarea
                    {...common}
                    rows={2}
                    onChange={(event) => setAt(index, event.target.value)}
                    className={cn(fieldClasses(rowInvalid), 'h-auto min-h-16 py-2')}
                  />
                ) : (
                  <input
                    {...common}
                    type="text"
                    onChange={(event) => setAt(index, event.target.value)}
                    className={fieldClasses(rowInvalid)}
                  />
                )}
                <p
                  id={counterId}
                  data-over={over || undefined}
                  className={cn(
                    'text-right text-xs tabular-nums',
                    over ? 'font-semibold text-danger' : 'text-muted',
                  )}
                >
                  {count}/{max} characters{over ? `: ${count - max} too many` : ''}
                </p>
              </div>
              {values.length > 0 ? (
                <button
                  type="button"
                  onClick={() => removeAt(index)}
                  aria-label={`Remove ${itemName} ${index + 1}`}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-danger"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {values.length > 0 && values.length < max ? (
        <button
          type="button"
          onClick={() => onChange([...values, ''])}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-link hover:bg-raised"
        >
          <Plus aria-hidden className="size-4" />
          Add {itemName}
        </button>
      ) : null}
    </fieldset>
  );
}
