import { KPI_OPTIONS_BY_OBJECTIVE, kpiOptionsFor, VALIDATION_MESSAGES } from '@northstar/shared/campaign';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { CheckboxGroup } from '../fields/checkbox-group.tsx';
import { addUnique, ChipListInput, removeValue } from '../fields/chip-list-input.tsx';
import { isValidEmail } from '../fields/email-field.tsx';
import type { StepProps } from './step-props.ts';
import { hasError, StepSection } from './step-section.tsx';

const ALL_KPIS = [
  ...new Map(
    Object.values(KPI_OPTIONS_BY_OBJECTIVE)
      .flat()
      .map((k) => [k.id, k]),
  ).values(),
];
const ATTRIBUTION_DAYS = [1, 7, 14, 28, 30, 60, 90];
const UTM_FIELDS = [
  { key: 'source', label: 'UTM source', placeholder: 'e.g. northstar' },
  { key: 'medium', label: 'UTM medium', placeholder: 'e.g. cpc' },
  { key: 'campaign', label: 'UTM campaign', placeholder: 'e.g. spring_launch' },
  { key: 'term', label: 'UTM term', placeholder: 'optional' },
  { key: 'content', label: 'UTM content', placeholder: 'optional' },
] as const;

export default function GoalsStep({ draft, update, errors }: StepProps) {
  const primaryOptions = kpiOptionsFor(draft.objective);
  const { kpis, conversionTracking, utm, reporting } = draft;
  const secondaryOptions = ALL_KPIS.filter((k) => k.id !== kpis.primary).map((k) => ({
    value: k.id,
    label: k.label,
  }));
  const utmPreview = UTM_FIELDS.filter((f) => utm[f.key].trim())
    .map((f) => `utm_${f.key}=${encodeURIComponent(utm[f.key].trim())}`)
    .join('&');

  return (
    <div className="space-y-5">
      <StepSection title="KPIs" description="The primary KPI options follow the campaign objective.">
        <Select
          label="Primary KPI"
          data-field="kpis.primary"
          required
          options={primaryOptions.map((k) => ({ value: k.id, label: k.label }))}
          placeholder={primaryOptions.length ? 'Choose a primary KPI' : 'Choose an objective in step 1 first'}
          value={kpis.primary}
          aria-invalid={hasError(errors, VALIDATION_MESSAGES.primaryKpi) || undefined}
          onChange={(event) =>
            update((d) => ({
              kpis: {
                ...d.kpis,
                primary: event.target.value,
                secondary: d.kpis.secondary.filter((k) => k !== event.target.value),
              },
            }))
          }
        />
        <CheckboxGroup
          legend="Secondary KPIs"
          options={secondaryOptions}
          selected={kpis.secondary}
          onChange={(secondary) =>
            update((d) => ({ kpis: { ...d.kpis, secondary: secondary.slice(0, 10) } }))
          }
          hint="Up to 10, reported beside the primary KPI."
        />
        <ChipListInput
          label="Custom goals"
          itemName="goal"
          values={kpis.customGoals}
          onAdd={addUnique(10)}
          onRemove={removeValue}
          onChange={(customGoals) => update((d) => ({ kpis: { ...d.kpis, customGoals } }))}
          max={10}
          placeholder="e.g. 500 newsletter sign-ups"
        />
      </StepSection>

      <StepSection title="Conversion tracking">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Attribution window"
            options={ATTRIBUTION_DAYS.map((d) => ({
              value: String(d),
              label: `${d} day${d === 1 ? '' : 's'}`,
            }))}
            value={String(conversionTracking.attributionWindow)}
            onChange={(event) =>
              update((d) => ({
                conversionTracking: {
                  ...d.conversionTracking,
                  attributionWindow: Number(event.target.value),
                },
              }))
            }
          />
          <Checkbox
            className="sm:pt-8"
            label="Track conversion value (revenue per conversion)"
            checked={conversionTracking.valueTracking}
            onChange={(event) =>
              update((d) => ({
                conversionTracking: { ...d.conversionTracking, valueTracking: event.target.checked },
              }))
            }
          />
        </div>
        <ChipListInput
          label="Conversion events"
          itemName="event"
          values={conversionTracking.events}
          onAdd={addUnique(20)}
          onRemove={removeValue}
          onChange={(events) => update((d) => ({ conversionTracking: { ...d.conversionTracking, events } }))}
          max={20}
          placeholder="e.g. purchase"
        />
      </StepSection>

      <StepSection title="UTM parameters" description="Added to every landing-page link.">
        <div className="grid gap-4 sm:grid-cols-2">
          {UTM_FIELDS.map((field) => (
            <Input
              key={field.key}
              label={field.label}
              value={utm[field.key]}
              maxLength={100}
              placeholder={field.placeholder}
              onChange={(event) => update((d) => ({ utm: { ...d.utm, [field.key]: event.target.value } }))}
            />
          ))}
        </div>
        {utmPreview ? (
          <p className="break-all rounded-lg bg-raised px-3 py-2 font-mono text-xs text-muted">
            ?{utmPreview}
          </p>
        ) : null}
      </StepSection>

      <StepSection title="Reporting">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Report frequency"
            options={[
              { value: 'daily', label: 'Daily' },
              { value: 'weekly', label: 'Weekly' },
              { value: 'monthly', label: 'Monthly' },
            ]}
            value={reporting.frequency}
            onChange={(event) =>
              update((d) => ({
                reporting: { ...d.reporting, frequency: event.target.value as typeof reporting.frequency },
              }))
            }
          />
          <Select
            label="Report format"
            options={[
              { value: 'dashboard', label: 'Dashboard' },
              { value: 'pdf', label: 'PDF' },
              { value: 'csv', label: 'CSV' },
            ]}
            value={reporting.format}
            onChange={(event) =>
              update((d) => ({
                reporting: { ...d.reporting, format: event.target.value as typeof reporting.format },
              }))
            }
          />
        </div>
        <ChipListInput
          label="Report recipients"
          itemName="recipient"
          inputType="email"
          values={reporting.recipients}
          onAdd={addUnique(20)}
          onRemove={removeValue}
          onChange={(recipients) => update((d) => ({ reporting: { ...d.reporting, recipients } }))}
          max={20}
          placeholder="name@company.com"
          validate={(value) => (isValidEmail(value) ? null : 'Enter a valid e-mail address.')}
        />
      </StepSection>
    </div>
  );
}
