import { clampDescription, DESCRIPTION_MAX_LENGTH } from '@northstar/shared/campaign';
import { Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { Input } from '../../../../components/ui/input.tsx';
import { nextSuggestion } from '../../lib/name-suggestions.ts';
import { TagInput } from '../fields/tag-input.tsx';
import { TextareaField } from '../fields/textarea-field.tsx';
import type { StepProps } from '../steps/step-props.ts';
import { CampaignIdField } from './campaign-id-field.tsx';

interface PreviewSetupStepProps extends Pick<StepProps, 'draft' | 'update'> {
  code: string;
  nameRef?: Ref<HTMLInputElement>;
}

/** Step 1 of the professional preview. */
export function PreviewSetupStep({ draft, update, code, nameRef }: PreviewSetupStepProps) {
  return (
    <div className="space-y-5 rounded-xl border border-line bg-card p-4 sm:p-6">
      <CampaignIdField code={code} />
      <div className="flex items-end gap-2">
        <Input
          ref={nameRef}
          className="flex-1"
          label="Campaign Name *"
          required
          maxLength={120}
          value={draft.campaignName}
          placeholder="e.g. Retail Campaign - March 2025"
          onChange={(event) => update({ campaignName: event.target.value })}
        />
        <button
          type="button"
          onClick={() => update((d) => ({ campaignName: nextSuggestion(d.campaignName, d.industry) }))}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-field-line/60 bg-card px-3 text-sm font-semibold shadow-sm hover:bg-raised"
        >
          <Sparkles aria-hidden className="size-4 text-brand-500" />
          Suggest
        </button>
      </div>
      <Input
        label="Industry"
        maxLength={100}
        value={draft.industry}
        placeholder="e.g. Retail"
        onChange={(event) => update({ industry: event.target.value })}
      />
      <TagInput tags={draft.tags} onChange={(tags) => update({ tags })} />
      <TextareaField
        label="Campaign Description"
        value={draft.description}
        maxChars={DESCRIPTION_MAX_LENGTH}
        rows={4}
        onChange={(event) => update({ description: clampDescription(event.target.value) })}
      />
    </div>
  );
}
