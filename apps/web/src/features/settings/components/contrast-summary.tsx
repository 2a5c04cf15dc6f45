import { formatContrast, MIN_TEXT_CONTRAST, type TextContrast } from '@northstar/shared/themes';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

interface ContrastSummaryProps {
  id: string;
  /** Empty while a colour is not valid: the fields show that error instead. */
  contrasts: TextContrast[];
}

/** The text colour's WCAG contrast on each surface; a warning, announced, when it is too low. */
export function ContrastSummary({ id, contrasts }: ContrastSummaryProps) {
  const failing = contrasts.filter((contrast) => !contrast.readable);
  return (
    <div id={id} className="space-y-2">
      {contrasts.length > 0 ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Text contrast">
          {contrasts.map(({ surface, ratio, readable }) => (
            <li
              key={surface}
              className={cn('flex items-center gap-1.5', readable ? 'text-fg' : 'text-danger')}
            >
              {readable ? (
                <CircleCheck aria-hidden className="size-4 text-success" />
              ) : (
                <CircleAlert aria-hidden className="size-4" />
              )}
              <span>
                Text on {surface}: <span className="font-semibold tabular-nums">{formatContrast(ratio)}</span>
                <span className="sr-only">{readable ? ', readable' : ', too low'}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {failing.length > 0
          ? `The text would be hard to read on the ${LIST.format(failing.map((c) => c.surface))} colour${
              failing.length > 1 ? 's' : ''
            }. Choose colours with a contrast of at least ${MIN_TEXT_CONTRAST}:1 to apply them.`
          : null}
      </p>
    </div>
  );
}
