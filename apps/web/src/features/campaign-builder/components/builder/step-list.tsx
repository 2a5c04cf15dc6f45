import { BUILDER_STEPS, type StepNumber, type StepState } from '@northstar/shared/campaign';
import { Check, CircleAlert, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LabelledProgress } from '../../../../components/ui/labelled-progress.tsx';
import { cn } from '../../../../lib/cn.ts';

export interface StepView {
  number: StepNumber;
  title: string;
  state: StepState;
  completion: number;
  hasErrors: boolean;
}

const STATE_TEXT: Record<StepState, (completion: number) => string> = {
  active: (c) => `current step, ${c}% complete`,
  locked: () => 'locked',
  complete: () => 'complete',
  partial: (c) => `${c}% complete`,
  empty: () => 'not started',
};

const BUTTON_LOOK: Record<StepState, string> = {
  active: 'border-brand-500 bg-brand-50 text-fg dark:bg-brand-800/30',
  locked: 'border-transparent text-muted opacity-50 cursor-not-allowed',
  complete: 'border-transparent text-fg hover:bg-raised',
  partial: 'border-transparent text-fg hover:bg-raised',
  empty: 'border-transparent text-muted hover:bg-raised hover:text-fg',
};

const BADGE_LOOK: Record<StepState, string> = {
  active: 'bg-brand-600 text-white',
  locked: 'bg-raised text-muted',
  complete: 'bg-emerald-600 text-white',
  partial: 'bg-amber-100 text-amber-900 ring-2 ring-amber-400 dark:bg-amber-900/60 dark:text-amber-100',
  empty: 'bg-raised text-muted ring-1 ring-line',
};

export const stepLabel = (step: StepView) =>
  `Step ${step.number}: ${step.title}, ${STATE_TEXT[step.state](step.completion)}${step.hasErrors ? ', has errors' : ''}`;

/** The nine step buttons: a column in the sidebar, a scrolling strip on small screens. */
export function StepList({
  steps,
  onOpen,
}: {
  steps: readonly StepView[];
  onOpen: (step: StepNumber) => void;
}) {
  const navRef = useRef<HTMLElement>(null);
  const active = steps.find((s) => s.state === 'active')?.number;
  // On the horizontal strip (small screens) the current step is scrolled into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-runs when the active step changes
  useEffect(() => {
    const nav = navRef.current;
    const button = nav?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!nav || !button || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = button.offsetLeft - (nav.clientWidth - button.offsetWidth) / 2;
  }, [active]);
  return (
    <nav
      ref={navRef}
      aria-label="Builder steps"
      className="relative -mx-1 overflow-x-auto px-1 pb-1 lg:overflow-visible"
    >
      <ol className="flex gap-1.5 lg:flex-col">
        {steps.map((step) => (
          <li key={step.number} className="shrink-0 lg:shrink">
            <button
              type="button"
              data-state={step.state}
              aria-current={step.state === 'active' ? 'step' : undefined}
              aria-label={stepLabel(step)}
              disabled={step.state === 'locked'}
              onClick={() => onOpen(step.number)}
              className={cn(
                'flex w-full items-center gap-2.5 rounded-lg border px-2.5 py-2 text-left text-sm transition-colors',
                BUTTON_LOOK[step.state],
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  BADGE_LOOK[step.state],
                )}
              >
                {step.state === 'locked' ? (
                  <Lock className="size-3.5" />
                ) : step.state === 'complete' ? (
                  <Check className="size-4" />
                ) : (
                  step.number
                )}
              </span>
              <span aria-hidden className="min-w-0 flex-1">
                {/* Whole titles: the strip scrolls on small screens rather than cutting them. */}
                <span className="block font-medium whitespace-nowrap lg:whitespace-normal">{step.title}</span>
                <span className="block text-xs text-muted">{step.completion}%</span>
              </span>
              {step.hasErrors ? <CircleAlert aria-hidden className="size-4 shrink-0 text-danger" /> : null}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Nine dots under the navigation: done, current and ahead at a glance. */
export function StepDots({ current, completion }: { current: StepNumber; completion: readonly number[] }) {
  return (
    <div className="flex items-center justify-center gap-1.5">
      <span className="sr-only">
        Step {current} of {BUILDER_STEPS.length}
      </span>
      {BUILDER_STEPS.map((step) => (
        <span
          key={step.number}
          aria-hidden
          data-testid="step-dot"
          className={cn(
            'size-2 rounded-full transition-all motion-reduce:transition-none',
            step.number === current
              ? 'w-5 bg-brand-600'
              : (completion[step.number - 1] ?? 0) >= 100
                ? 'bg-emerald-500'
                : 'bg-line',
          )}
        />
      ))}
    </div>
  );
}

/** "Overall Progress" with its percentage bar. */
export function OverallProgress({ percent }: { percent: number }) {
  return <LabelledProgress label="Overall Progress" percent={percent} />;
}
