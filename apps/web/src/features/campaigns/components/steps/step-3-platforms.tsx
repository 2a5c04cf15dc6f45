import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import {
  PLATFORMS,
  type PlatformId,
  platformName,
  platformPolicy,
  platformsForCampaign,
  REGULATED_CATEGORIES,
  type RegulatedCategory,
} from '@northstar/shared/campaign/platforms';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { SelectField } from '../fields/select-field.tsx';
import { PlatformAccessBadge } from './platform-access.tsx';
import type { StepProps } from './step-props.ts';
import { StepSection } from './step-section.tsx';

const KIND_LABEL = { search: 'Search network', social: 'Social network', specialist: 'Specialist network' };

/** Keeps settings, allocation and policy acknowledgements only for the platforms still selected. */
function withPlatforms(d: CampaignDraft, selected: PlatformId[]): Partial<CampaignDraft> {
  const keep = <T,>(record: Partial<Record<PlatformId, T>>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => selected.includes(id as PlatformId)));
  return {
    platforms: { selected, settings: keep(d.platforms.settings) },
    budget: { ...d.budget, allocation: keep(d.budget.allocation) },
    compliance: {
      ...d.compliance,
      platformPolicies: keep(d.compliance.platformPolicies),
      certifications: d.compliance.certifications.filter((p) => selected.includes(p)),
    },
  };
}

const toMoney = (value: string) => {
  const n = Number(value);
  return value === '' || !Number.isFinite(n) ? undefined : Math.min(1_000_000_000, Math.max(0, n));
};

export default function PlatformsStep({ draft, update }: StepProps) {
  const regulated = draft.campaignType === 'regulated';
  const category = draft.regulatedCategory;
  const selected = draft.platforms.selected;
  // Regulated campaigns see every platform, with the ones that refuse the category disabled.
  const offered = regulated ? (category ? PLATFORMS : []) : platformsForCampaign('universal');

  const toggle = (id: PlatformId, checked: boolean) =>
    update((d) =>
      withPlatforms(
        d,
        checked ? [...d.platforms.selected, id] : d.platforms.selected.filter((p) => p !== id),
      ),
    );

  const setCategory = (value: string) => {
    const next = (value || null) as RegulatedCategory | null;
    update((d) => ({
      regulatedCategory: next,
      ...withPlatforms(
        d,
        next ? d.platforms.selected.filter((p) => platformPolicy(next, p).access !== 'prohibited') : [],
      ),
    }));
  };

  return (
    <div className="space-y-5">
      {regulated ? (
        <StepSection
          title="Regulated category"
          description="Choose the category first: it decides which networks accept the campaign."
        >
          <SelectField
            label="Category"
            data-field="regulatedCategory"
            options={REGULATED_CATEGORIES.map((c) => ({ value: c.id, label: c.label }))}
            placeholder="Choose a category"
            value={category ?? ''}
            onChange={(event) => setCategory(event.target.value)}
          />
        </StepSection>
      ) : null}

      {offered.length > 0 ? (
        <StepSection
          title={regulated ? 'Networks' : 'Platforms'}
          description={regulated ? 'Each network applies its own policy to this category.' : undefined}
        >
          <fieldset data-field="platforms.selected">
            <legend className="sr-only">{regulated ? 'Networks' : 'Platforms'}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {offered.map((platform) => {
                const policy = regulated && category ? platformPolicy(category, platform.id) : null;
                const isSelected = selected.includes(platform.id);
                const blocked = policy?.access === 'prohibited' && !isSelected;
                return (
                  <li key={platform.id}>
                    <label
                      className={cn(
                        'flex h-full items-start gap-3 rounded-lg border border-line p-3 text-sm',
                        blocked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-raised',
                        isSelected && 'border-brand-500 bg-brand-50 dark:bg-brand-800/20',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 accent-brand-600"
                        checked={isSelected}
                        disabled={blocked}
                        onChange={(event) => toggle(platform.id, event.target.checked)}
                      />
                      <span className="min-w-0 flex-1 space-y-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-fg">{platform.name}</span>
                          {policy ? <PlatformAccessBadge access={policy.access} /> : null}
                        </span>
                        <span className="block text-xs text-muted">{KIND_LABEL[platform.kind]}</span>
                        {policy?.countries ? (
                          <span className="block text-xs text-muted">
                            Only in {policy.countries.join(', ')}
                          </span>
                        ) : null}
                        {policy && policy.access !== 'allowed' ? (
                          <span className="block text-xs text-muted">{policy.citation}</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </StepSection>
      ) : (
        <p className="rounded-xl border border-dashed border-line bg-card p-5 text-sm text-muted">
          Choose a category to see the networks that accept it.
        </p>
      )}

      {selected.length > 0 ? (
        <StepSection
          title="Platform settings"
          description="Optional: the ad account and a daily cap per platform."
        >
          <div className="space-y-4">
            {selected.map((id) => {
              const settings = draft.platforms.settings[id] ?? {};
              const set = (patch: Partial<typeof settings>) =>
                update((d) => ({
                  platforms: {
                    ...d.platforms,
                    settings: {
                      ...d.platforms.settings,
                      [id]: { ...(d.platforms.settings[id] ?? {}), ...patch },
                    },
                  },
                }));
              return (
                <fieldset key={id} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
                  <legend className="px-1 text-sm font-semibold">{platformName(id)}</legend>
                  <Input
                    label={`${platformName(id)} account ID`}
                    value={settings.accountId ?? ''}
                    maxLength={64}
                    placeholder="e.g. 123-456-7890"
                    onChange={(event) => set({ accountId: event.target.value })}
                  />
                  <Input
                    label={`${platformName(id)} daily cap (${draft.budget.currency})`}
                    type="number"
                    min={0}
                    step="any"
                    inputMode="decimal"
                    value={settings.dailyCap ?? ''}
                    onChange={(event) => set({ dailyCap: toMoney(event.target.value) })}
                  />
                </fieldset>
              );
            })}
          </div>
        </StepSection>
      ) : null}
    </div>
  );
}
