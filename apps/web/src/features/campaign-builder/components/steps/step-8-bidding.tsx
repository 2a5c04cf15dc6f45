import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { StepProps } from './step-props.ts';
import { StepSection } from './step-section.tsx';

type Strategy = StepProps['draft']['bidding']['strategy'];
type StrategyType = Strategy['type'];

const STRATEGIES: { type: StrategyType; label: string; text: string }[] = [
  { type: 'automated', label: 'Automated', text: 'Platforms set bids to get the most from the budget.' },
  { type: 'target_cpa', label: 'Target CPA', text: 'Aim for an average cost per acquisition.' },
  { type: 'target_roas', label: 'Target ROAS', text: 'Aim for a return on ad spend.' },
  { type: 'manual_cpc', label: 'Manual CPC', text: 'You set the maximum cost per click.' },
];
const GOALS = [
  { value: 'impressions', label: 'Impressions' },
  { value: 'reach', label: 'Reach' },
  { value: 'clicks', label: 'Clicks' },
  { value: 'conversions', label: 'Conversions' },
  { value: 'conversion_value', label: 'Conversion value' },
];

const bounded = (value: string, max: number) => {
  const n = Number(value);
  return value === '' || !Number.isFinite(n) ? undefined : Math.min(max, Math.max(0, n));
};

export default function BiddingStep({ draft, update }: StepProps) {
  const { strategy, optimization } = draft.bidding;
  const currency = draft.budget.currency;
  const setStrategy = (next: Strategy) => update((d) => ({ bidding: { ...d.bidding, strategy: next } }));
  const setOptimization = (patch: Partial<typeof optimization>) =>
    update((d) => ({ bidding: { ...d.bidding, optimization: { ...d.bidding.optimization, ...patch } } }));
  const cap = optimization.frequencyCap;

  return (
    <div className="space-y-5">
      <StepSection title="Bid strategy">
        <fieldset>
          <legend className="sr-only">Bid strategy</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {STRATEGIES.map((option) => (
              <label
                key={option.type}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 text-sm hover:bg-raised',
                  strategy.type === option.type && 'border-brand-500 bg-brand-50 dark:bg-brand-800/20',
                )}
              >
                <input
                  type="radio"
                  name="bid-strategy"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={strategy.type === option.type}
                  onChange={() => setStrategy({ type: option.type })}
                />
                <span>
                  <span className="block font-medium">{option.label}</span>
                  <span className="block text-xs text-muted">{option.text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {strategy.type === 'target_cpa' ? (
          <Input
            label={`Target CPA (${currency})`}
            type="number"
            min={0}
            step="any"
            value={strategy.targetCpa ?? ''}
            onChange={(event) =>
              setStrategy({ ...strategy, targetCpa: bounded(event.target.value, 1_000_000_000) })
            }
          />
        ) : null}
        {strategy.type === 'target_roas' ? (
          <Input
            label="Target ROAS (return per 1 spent, e.g. 4 for 400%)"
            type="number"
            min={0}
            step="any"
            value={strategy.targetRoas ?? ''}
            onChange={(event) => setStrategy({ ...strategy, targetRoas: bounded(event.target.value, 1000) })}
          />
        ) : null}
        {strategy.type === 'manual_cpc' ? (
          <Input
            label={`Maximum CPC (${currency})`}
            type="number"
            min={0}
            step="any"
            value={strategy.maxCpc ?? ''}
            onChange={(event) =>
              setStrategy({ ...strategy, maxCpc: bounded(event.target.value, 1_000_000_000) })
            }
          />
        ) : null}
      </StepSection>

      <StepSection title="Optimisation">
        <Select
          label="Optimisation goal"
          options={GOALS}
          placeholder="Choose a goal"
          value={optimization.goal}
          onChange={(event) => setOptimization({ goal: event.target.value as typeof optimization.goal })}
        />
        <Checkbox
          label="Limit how often one person sees the ads"
          checked={cap !== undefined}
          onChange={(event) =>
            setOptimization({
              frequencyCap: event.target.checked ? { impressions: 3, per: 'day' } : undefined,
            })
          }
        />
        {cap ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="Impressions per person"
              type="number"
              min={1}
              max={100}
              step={1}
              value={cap.impressions}
              onChange={(event) =>
                setOptimization({
                  frequencyCap: {
                    ...cap,
                    impressions: Math.min(100, Math.max(1, Math.trunc(Number(event.target.value)) || 1)),
                  },
                })
              }
            />
            <Select
              label="Per"
              options={[
                { value: 'day', label: 'Day' },
                { value: 'week', label: 'Week' },
              ]}
              value={cap.per}
              onChange={(event) =>
                setOptimization({ frequencyCap: { ...cap, per: event.target.value as 'day' | 'week' } })
              }
            />
          </div>
        ) : null}
      </StepSection>
    </div>
  );
}
