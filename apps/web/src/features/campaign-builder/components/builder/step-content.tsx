import { BUILDER_STEPS, type StepNumber, stepKey, UNBLOCKED_FROM_STEP } from '@northstar/shared/campaign';
import { CircleAlert } from 'lucide-react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { focusField } from '../../lib/focus-field.ts';
import type { StepProps } from '../steps/step-props.ts';

// Each step is its own chunk, fetched the first time it is opened.
export const STEP_COMPONENTS: Record<StepNumber, ComponentType<StepProps>> = {
  1: lazy(() => import('../steps/step-1-setup.tsx')),
  2: lazy(() => import('../steps/step-2-goals.tsx')),
  3: lazy(() => import('../steps/step-3-platforms.tsx')),
  4: lazy(() => import('../steps/step-4-audience.tsx')),
  5: lazy(() => import('../steps/step-5-creative.tsx')),
  6: lazy(() => import('../steps/step-6-compliance.tsx')),
  7: lazy(() => import('../steps/step-7-budget.tsx')),
  8: lazy(() => import('../steps/step-8-bidding.tsx')),
  9: lazy(() => import('../steps/step-9-review.tsx')),
};

class StepErrorBoundary extends Component<{ children: ReactNode; resetKey: number }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { resetKey: number }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-line bg-card p-6 text-center">
        <p className="font-semibold">This step could not be loaded.</p>
        <p className="text-sm text-muted">Your draft is safe. Check your connection and reload the page.</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}

/** A field to put the cursor in once its step has loaded; `at` makes a repeated request a new one. */
export interface FocusRequest {
  field: string;
  at: number;
}

interface StepContentProps extends StepProps {
  step: StepNumber;
  focus?: FocusRequest | null;
}

/** The current step's form with its title, and its errors under it (key page<N>). */
export function StepContent({ step, focus = null, ...props }: StepContentProps) {
  const meta = BUILDER_STEPS[step - 1];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const Step = STEP_COMPONENTS[step];
  const key = stepKey(step);
  const mounted = useRef(false);

  // Moving to another step puts keyboard and screen-reader focus on its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change by design
  useEffect(() => {
    if (mounted.current) headingRef.current?.focus({ preventScroll: false });
    mounted.current = true;
  }, [step]);

  // After the heading: the field a finding's link asked for, once the step's form is there.
  useEffect(() => {
    const section = sectionRef.current;
    if (!focus || !section) return;
    return focusField(section, focus.field);
  }, [focus]);

  return (
    <section ref={sectionRef} aria-labelledby={`${key}-title`} className="min-w-0 space-y-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">Step {step} of 9</p>
        <h2 id={`${key}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {meta?.title}
        </h2>
      </div>
      <StepErrorBoundary resetKey={step}>
        <Suspense
          fallback={
            <div className="flex justify-center rounded-xl border border-line bg-card py-16">
              <Spinner size="lg" label="Loading step" />
            </div>
          }
        >
          <Step {...props} />
        </Suspense>
      </StepErrorBoundary>
      {props.errors.length > 0 ? (
        <div
          role="alert"
          id={`${key}-errors`}
          data-error-key={key}
          className="rounded-lg border border-red-600/40 bg-red-50 px-4 py-3 text-sm text-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden className="size-4" />
            {step < UNBLOCKED_FROM_STEP ? 'Fix this before moving on:' : 'Fix this before launch:'}
          </p>
          <ul className="mt-1 list-disc pl-6">
            {props.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
