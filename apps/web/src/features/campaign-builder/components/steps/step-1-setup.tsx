import {
  clampDescription,
  DESCRIPTION_MAX_LENGTH,
  isKpiForObjective,
  OBJECTIVES,
  REGULATED_CATEGORIES,
  type RegulatedCategory,
  VALIDATION_MESSAGES,
} from '@northstar/shared/campaign';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { withCategory } from '../../lib/platform-selection.ts';
import { TagInput } from '../fields/tag-input.tsx';
import { TextareaField } from '../fields/textarea-field.tsx';
import type { StepProps } from './step-props.ts';
import { fieldError, StepSection } from './step-section.tsx';

const CATEGORY_OPTIONS = REGULATED_CATEGORIES.map((c) => ({ value: c.id, label: c.label }));
const OBJECTIVE_OPTIONS = OBJECTIVES.map((o) => ({ value: o.id, label: o.label }));
const INDUSTRY_SUGGESTIONS = [
  'Retail',
  'E-commerce',
  'Finance',
  'Healthcare',
  'Technology',
  'Travel',
  'Education',
  'Automotive',
  'Real estate',
  'Entertainment',
];

export default function CampaignSetupStep({ draft, update, errors }: StepProps) {
  return (
    <div className="space-y-5">
      {draft.campaignType === 'regulated' ? (
        <StepSection
          title="Regulated category"
          description="Choose it first: it decides which networks accept the campaign and which rules the compliance review applies."
        >
          <Select
            label="Category"
            data-field="regulatedCategory"
            options={CATEGORY_OPTIONS}
            placeholder="Choose a category"
            value={draft.regulatedCategory ?? ''}
            onChange={(event) =>
              update((d) => withCategory(d, (event.target.value || null) as RegulatedCategory | null))
            }
          />
        </StepSection>
      ) : null}
      <StepSection title="Basics" description="Name the campaign and say what it should achieve.">
        <Input
          label="Campaign name"
          data-field="campaignName"
          required
          value={draft.campaignName}
          maxLength={120}
          placeholder="e.g. Spring Launch 2025"
          error={fieldError(errors, VALIDATION_MESSAGES.campaignName)}
          onChange={(event) => update({ campaignName: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Objective"
            data-field="objective"
            required
            options={OBJECTIVE_OPTIONS}
            placeholder="Choose an objective"
            value={draft.objective}
            error={fieldError(errors, VALIDATION_MESSAGES.objective)}
            onChange={(event) => {
              const objective = event.target.value as (typeof draft)['objective'];
              // The primary KPI follows the objective: one that no longer fits is cleared.
              update((d) => ({
                objective,
                kpis: isKpiForObjective(objective, d.kpis.primary) ? d.kpis : { ...d.kpis, primary: '' },
              }));
            }}
          />
          <div>
            <Input
              label="Industry"
              value={draft.industry}
              maxLength={100}
              list="campaign-industries"
              placeholder="e.g. Retail"
              onChange={(event) => update({ industry: event.target.value })}
            />
            <datalist id="campaign-industries">
              {INDUSTRY_SUGGESTIONS.map((industry) => (
                <option key={industry} value={industry} />
              ))}
            </datalist>
          </div>
        </div>
      </StepSection>
      <StepSection title="Details">
        <TagInput tags={draft.tags} onChange={(tags) => update({ tags })} />
        <TextareaField
          label="Description"
          value={draft.description}
          maxChars={DESCRIPTION_MAX_LENGTH}
          rows={4}
          placeholder="What is this campaign about?"
          // Pasted text past the limit is cut, not refused.
          onChange={(event) => update({ description: clampDescription(event.target.value) })}
        />
      </StepSection>
    </div>
  );
}
