import { BUILDER_STEPS, type StepNumber } from '@northstar/shared/campaign';
import { Check, Lock } from 'lucide-react';
import { LabelledProgress } from '../../../../components/ui/labelled-progress.tsx';
import { cn } from '../../../../lib/cn.ts';
import { isPreviewStepAvailable, previewProgress } from '../../stores/preview.store.ts';

interface PreviewStepBarProps {
  current: StepNumber;
  completed: readonly StepNumber[];
  onOpen: (step: StepNumber) => void;
}

/** "Campaign Progress" (completed steps of nine) and the nine steps as a bar. */
export function PreviewStepBar({ current, completed, onOpen }: PreviewStepBarProps) {
  const percent = previewProgress(completed);
  return (
    <div className="space-y-3 rounded-xl border border-line bg-card p-4">
      <LabelledProgress label="Campaign Progress" percent={percent} />
      <nav aria-label="Preview steps" className="overflow-x-auto">
        <ol className="flex min-w-max gap-1 lg:min-w-0">
          {BUILDER_STEPS.map((step) => {
            const done = completed.includes(step.number);
            const available = isPreviewStepAvailable(step.number, completed);
            const active = step.number === current;
            return (
              <li key={step.number} className="flex-1">
                <button
                  type="button"
                  disabled={!available}
                  aria-current={active ? 'step' : undefined}
                  aria-label={`Step ${step.number}: ${step.title}${done ? ', complete' : ''}${available ? '' : ', locked'}`}
                  onClick={() => onOpen(step.number)}
                  className={cn(
                    'flex w-full flex-col items-center gap-1 rounded-lg px-2 py-2 text-xs',
                    active ? 'bg-brand-50 text-fg dark:bg-brand-800/30' : 'text-muted hover:bg-raised',
                    !available && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-7 items-center justify-center rounded-full text-xs font-bold',
                      active
                        ? 'bg-brand-600 text-white'
                        : done
                          ? 'bg-emerald-600 text-white'
                          : 'bg-raised ring-1 ring-line',
                    )}
                  >
                    {done && !active ? (
                      <Check className="size-4" />
                    ) : available ? (
                      step.number
                    ) : (
                      <Lock className="size-3.5" />
                    )}
                  </span>
                  <span aria-hidden className="w-20 text-center leading-tight">
                    {step.title}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
