import { BUILDER_STEPS, STEP_COUNT, type StepNumber } from '@northstar/shared/campaign';
import { cn } from '../../../lib/cn.ts';

export const stepLabel = (step: StepNumber) =>
  `Step ${step} of ${STEP_COUNT} · ${BUILDER_STEPS[step - 1]?.title ?? ''}`;

/** "Step 3 of 9 · Platform Selection" over a nine-segment progress bar. */
export function StepProgress({ step, className }: { step: StepNumber; className?: string }) {
  const label = stepLabel(step);
  return (
    <div className={cn('min-w-0', className)}>
      <p className="truncate text-sm font-semibold" data-testid="hub-step">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Campaign progress"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={label}
        className="mt-1.5 flex gap-1"
      >
        {BUILDER_STEPS.map((s) => (
          <span
            key={s.number}
            aria-hidden
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors motion-reduce:transition-none',
              s.number < step ? 'bg-brand-500' : s.number === step ? 'bg-brand-400' : 'bg-raised',
            )}
          />
        ))}
      </div>
    </div>
  );
}
