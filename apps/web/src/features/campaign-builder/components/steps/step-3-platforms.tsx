import {
  PLATFORMS,
  type Platform,
  type PlatformId,
  type PlatformPolicy,
  platformName,
  platformPolicy,
  platformsForCampaign,
  REGULATED_CATEGORIES,
} from '@northstar/shared/campaign';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { byAccess, withPlatforms } from '../../lib/platform-selection.ts';
import { PlatformAccessBadge } from './platform-access.tsx';
import type { StepProps } from './step-props.ts';
import { StepSection } from './step-section.tsx';

const KIND_LABEL = { search: 'Search network', social: 'Social network', specialist: 'Specialist network' };

function PlatformOption({
  platform,
  policy,
  selected,
  onToggle,
}: {
  platform: Platform;
  policy: PlatformPolicy | null;
  selected: boolean;
  onToggle: (checked: boolean) => void;
}) {
  // A network that refuses the category cannot be picked; one picked before stays removable.
  const blocked = policy?.access === 'prohibited' && !selected;
  return (
    <li>
      <label
        className={cn(
          'flex h-full items-start gap-3 rounded-lg border border-line p-3 text-sm',
          blocked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-raised',
          selected && 'border-brand-500 bg-brand-50 dark:bg-brand-800/20',
        )}
      >
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={selected}
          disabled={blocked}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-fg">{platform.name}</span>
            {policy ? <PlatformAccessBadge access={policy.access} /> : null}
          </span>
          <span className="block text-xs text-muted">{KIND_LABEL[platform.kind]}</span>
          {policy?.countries ? (
            <span className="block text-xs text-muted">Only in {policy.countries.join(', ')}</span>
          ) : null}
          {policy && policy.access !== 'allowed' ? (
            <span className="block text-xs text-muted">{policy.citation}</span>
          ) : null}
        </span>
      </label>
    </li>
  );
}

const toMoney = (value: string) => {
  const n = Number(value);
  return value === '' || !Number.isFinite(n) ? undefined : Math.min(1_000_000_000, Math.max(0, n));
};

export default function PlatformsStep({ draft, update, goToStep }: StepProps) {
  const regulated = draft.campaignType === 'regulated';
  const category = draft.regulatedCategory;
  const categoryLabel = REGULATED_CATEGORIES.find((c) => c.id === category)?.label ?? '';
  const selected = draft.platforms.selected;
  // Regulated campaigns see every network, those that accept the category first and the ones that
  // refuse it (disabled) last.
  const offered = regulated
    ? category
      ? byAccess(PLATFORMS, category)
      : []
    : platformsForCampaign('universal');

  const refused = (id: PlatformId) =>
    category !== null && platformPolicy(category, id).access === 'prohibited';
  const groups = regulated
    ? [
        { title: `Accept ${categoryLabel} ads`, platforms: offered.filter((p) => !refused(p.id)) },
        { title: `Refuse ${categoryLabel} ads`, platforms: offered.filter((p) => refused(p.id)) },
      ].filter((g) => g.platforms.length > 0)
    : [{ title: '', platforms: offered }];

  const toggle = (id: PlatformId, checked: boolean) =>
    update((d) =>
      withPlatforms(
        d,
        checked ? [...d.platforms.selected, id] : d.platforms.selected.filter((p) => p !== id),
      ),
    );
  const changeCategory = (
    <button
      type="button"
      onClick={() => goToStep(1, 'regulatedCategory')}
      className="font-semibold text-link hover:underline"
    >
      {category ? 'Change the category' : 'Choose a category'}
    </button>
  );

  return (
    <div className="space-y-5">
      {offered.length > 0 ? (
        <StepSection
          title={regulated ? 'Networks' : 'Platforms'}
          description={
            regulated ? (
              <>
                Each network applies its own policy to {categoryLabel} ads. {changeCategory} in step 1.
              </>
            ) : undefined
          }
        >
          <fieldset data-field="platforms.selected">
            <legend className="sr-only">{regulated ? 'Networks' : 'Platforms'}</legend>
            <div className="space-y-4">
              {groups.map((group) => (
                <div key={group.title} className="space-y-2">
                  {group.title ? (
                    <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">
                      {group.title}
                    </h4>
                  ) : null}
                  <ul className="grid gap-2 sm:grid-cols-2" aria-label={group.title || undefined}>
                    {group.platforms.map((platform) => (
                      <PlatformOption
                        key={platform.id}
                        platform={platform}
                        policy={regulated && category ? platformPolicy(category, platform.id) : null}
                        selected={selected.includes(platform.id)}
                        onToggle={(checked) => toggle(platform.id, checked)}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </fieldset>
        </StepSection>
      ) : (
        <p className="rounded-xl border border-dashed border-line bg-card p-5 text-sm text-muted">
          The networks depend on the regulated category. {changeCategory} in step 1 to see the ones that
          accept it.
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
