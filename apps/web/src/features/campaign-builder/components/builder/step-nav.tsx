import { nextButtonLabel, type StepNumber } from '@northstar/shared/campaign';
import { ChevronLeft, ChevronRight, Rocket } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { StepDots } from './step-list.tsx';

interface StepNavProps {
  current: StepNumber;
  completion: readonly number[];
  onPrevious: () => void;
  onNext: () => void;
  busy: boolean;
}

/** Previous, Next ("Launch Campaign" on step 9) and the nine dots. */
export function StepNav({ current, completion, onPrevious, onNext, busy }: StepNavProps) {
  const label = nextButtonLabel(current);
  const launching = current === 9;
  return (
    <div className="space-y-3 rounded-xl border border-line bg-card p-3">
      {/* The wider "Launch Campaign" drops under Previous when the column is too narrow for both. */}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="flex-1" onClick={onPrevious} disabled={current === 1}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <Button
          variant={launching ? 'success' : 'primary'}
          className="min-w-fit flex-1 whitespace-nowrap"
          onClick={onNext}
          disabled={busy}
        >
          {label}
          {launching ? (
            <Rocket aria-hidden className="size-4" />
          ) : (
            <ChevronRight aria-hidden className="size-4" />
          )}
        </Button>
      </div>
      <StepDots current={current} completion={completion} />
    </div>
  );
}
