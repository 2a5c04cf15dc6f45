import { CURRENCIES, VALIDATION_MESSAGES } from '@northstar/shared/campaign';
import { BudgetCurve } from '../../../../components/forecast/budget-curve.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { browserTimezone } from '../../stores/builder.store.ts';
import { TimeZoneField } from '../fields/time-zone-field.tsx';
import { AllocationEditor } from './allocation-editor.tsx';
import type { StepProps } from './step-props.ts';
import { hasError, StepSection } from './step-section.tsx';

const money = (value: string) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(1_000_000_000, Math.max(0, n)) : 0;
};

export default function BudgetStep({ draft, update, errors }: StepProps) {
  const { budget, schedule } = draft;
  const setBudget = (patch: Partial<typeof budget>) => update((d) => ({ budget: { ...d.budget, ...patch } }));
  const setSchedule = (patch: Partial<typeof schedule>) =>
    update((d) => ({ schedule: { ...d.schedule, ...patch } }));

  return (
    <div className="space-y-5">
      <StepSection title="Budget">
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={`Total budget (${budget.currency})`}
            data-field="budget.totalBudget"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            required
            value={budget.totalBudget === 0 ? '' : budget.totalBudget}
            placeholder="0"
            aria-invalid={hasError(errors, VALIDATION_MESSAGES.budget) || undefined}
            onChange={(event) => setBudget({ totalBudget: money(event.target.value) })}
          />
          <Select
            label="Budget type"
            options={[
              { value: 'daily', label: 'Daily' },
              { value: 'lifetime', label: 'Lifetime' },
            ]}
            value={budget.budgetType}
            onChange={(event) => setBudget({ budgetType: event.target.value as typeof budget.budgetType })}
          />
          <Select
            label="Currency"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            value={budget.currency}
            onChange={(event) => setBudget({ currency: event.target.value as typeof budget.currency })}
          />
        </div>
        <div data-field="budget.allocation">
          <AllocationEditor draft={draft} update={update} />
        </div>
        <Select
          label="Pacing"
          options={[
            { value: 'standard', label: 'Standard (spread evenly)' },
            { value: 'accelerated', label: 'Accelerated (spend as fast as possible)' },
          ]}
          value={budget.pacing}
          onChange={(event) => setBudget({ pacing: event.target.value as typeof budget.pacing })}
        />
      </StepSection>

      <StepSection title="Schedule">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Start date"
            data-field="schedule.startDate"
            type="date"
            required
            value={schedule.startDate}
            aria-invalid={hasError(errors, VALIDATION_MESSAGES.startDate) || undefined}
            onChange={(event) => setSchedule({ startDate: event.target.value })}
          />
          <Input
            label="End date"
            data-field="schedule.endDate"
            type="date"
            min={schedule.startDate || undefined}
            value={schedule.endDate}
            hint="Optional: leave empty to run until stopped."
            onChange={(event) => setSchedule({ endDate: event.target.value })}
          />
        </div>
        <TimeZoneField
          label="Time zone"
          value={schedule.timezone}
          browserZone={browserTimezone()}
          countries={draft.targeting.geography.countries}
          onChange={(timezone) => setSchedule({ timezone })}
        />
      </StepSection>

      <StepSection
        title="Budget curve"
        description="What your plan, and budgets either side of it, would deliver on the sandbox's simulated market."
      >
        <BudgetCurve draft={draft} />
      </StepSection>
    </div>
  );
}
