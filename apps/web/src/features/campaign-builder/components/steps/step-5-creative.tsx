import { VALIDATION_MESSAGES } from '@northstar/shared/campaign';
import { DESCRIPTION_LIMITS, HEADLINE_LIMITS } from '@northstar/shared/compliance';
import { Plus, Trash2 } from 'lucide-react';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { type LineLimit, limitSentence, strictestLineLimit } from '../../lib/copy-limits.ts';
import { addUnique, ChipListInput, removeValue } from '../fields/chip-list-input.tsx';
import { TextListEditor } from '../fields/text-list-editor.tsx';
import type { StepProps } from './step-props.ts';
import { hasError, StepSection } from './step-section.tsx';

type Asset = StepProps['draft']['creatives']['assets'][number];
const ASSET_TYPES = [
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
  { value: 'document', label: 'Document' },
];
const MAX_ASSETS = 20;
const newAssetId = () => `asset-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function limitHint(limit: LineLimit | null, noun: string, platformCount: number): string {
  if (limit) return `Each ${noun} counts against the strictest of your platforms: ${limitSentence(limit)}.`;
  return platformCount
    ? `Your platforms publish no length limit for a ${noun}.`
    : `Choose platforms in step 3 to count each ${noun} against their limits.`;
}

export default function CreativeStep({ draft, update, errors }: StepProps) {
  const { copy, assets } = draft.creatives;
  const headlineLimit = strictestLineLimit(HEADLINE_LIMITS, draft.platforms.selected);
  const descriptionLimit = strictestLineLimit(DESCRIPTION_LIMITS, draft.platforms.selected);
  const setCopy = (patch: Partial<typeof copy>) =>
    update((d) => ({ creatives: { ...d.creatives, copy: { ...d.creatives.copy, ...patch } } }));
  const setAssets = (next: Asset[]) => update((d) => ({ creatives: { ...d.creatives, assets: next } }));
  const setAsset = (index: number, patch: Partial<Asset>) =>
    setAssets(assets.map((a, i) => (i === index ? { ...a, ...patch } : a)));

  return (
    <div className="space-y-5">
      <StepSection title="Ad copy">
        <div data-field="creatives.copy.headlines">
          <TextListEditor
            label="Headlines"
            itemName="headline"
            values={copy.headlines}
            onChange={(headlines) => setCopy({ headlines })}
            max={15}
            maxLength={150}
            placeholder="e.g. Spring styles are here"
            invalid={hasError(errors, VALIDATION_MESSAGES.headlines)}
            limit={headlineLimit}
            hint={`At least one headline, up to 15. ${limitHint(headlineLimit, 'headline', draft.platforms.selected.length)}`}
          />
        </div>
        <div data-field="creatives.copy.descriptions">
          <TextListEditor
            label="Descriptions"
            itemName="description"
            values={copy.descriptions}
            onChange={(descriptions) => setCopy({ descriptions })}
            max={10}
            maxLength={500}
            multiline
            limit={descriptionLimit}
            hint={limitHint(descriptionLimit, 'description', draft.platforms.selected.length)}
            placeholder="e.g. Shop the new season with free delivery."
          />
        </div>
        <ChipListInput
          label="Calls to action"
          itemName="call to action"
          values={copy.callsToAction}
          onAdd={(values, input) => addUnique(5)(values, input.slice(0, 30))}
          onRemove={removeValue}
          onChange={(callsToAction) => setCopy({ callsToAction })}
          max={5}
          placeholder="e.g. Shop now"
        />
      </StepSection>

      <StepSection title="Assets" description="Images, videos and documents by name and link.">
        {assets.length === 0 ? <p className="text-sm text-muted">No assets yet.</p> : null}
        <ol className="space-y-3">
          {assets.map((asset, index) => (
            <li key={asset.id} className="rounded-lg border border-line p-3">
              <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end">
                <Select
                  label={`Asset ${index + 1} type`}
                  options={ASSET_TYPES}
                  value={asset.type}
                  onChange={(event) => setAsset(index, { type: event.target.value as Asset['type'] })}
                />
                <Input
                  label={`Asset ${index + 1} name`}
                  value={asset.name}
                  maxLength={200}
                  placeholder="hero.jpg"
                  onChange={(event) => setAsset(index, { name: event.target.value })}
                />
                <Input
                  label={`Asset ${index + 1} URL`}
                  type="url"
                  value={asset.url ?? ''}
                  maxLength={2048}
                  placeholder="https://"
                  onChange={(event) => setAsset(index, { url: event.target.value || undefined })}
                />
                <button
                  type="button"
                  onClick={() => setAssets(assets.filter((_, i) => i !== index))}
                  aria-label={`Remove asset ${index + 1}`}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-danger"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
        {assets.length < MAX_ASSETS ? (
          <button
            type="button"
            onClick={() => setAssets([...assets, { id: newAssetId(), type: 'image', name: '' }])}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-link hover:bg-raised"
          >
            <Plus aria-hidden className="size-4" />
            Add asset
          </button>
        ) : null}
      </StepSection>
    </div>
  );
}
