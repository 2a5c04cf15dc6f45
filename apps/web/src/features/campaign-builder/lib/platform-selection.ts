import {
  type PlatformAccess,
  type PlatformId,
  platformPolicy,
  type RegulatedCategory,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';

/** Keeps settings, allocation and policy acknowledgements only for the platforms still selected. */
export function withPlatforms(d: CampaignDraft, selected: PlatformId[]): Partial<CampaignDraft> {
  const keep = <T>(record: Partial<Record<PlatformId, T>>) =>
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

/** A new regulated category: the networks that refuse it are dropped from the selection. */
export function withCategory(d: CampaignDraft, category: RegulatedCategory | null): Partial<CampaignDraft> {
  return {
    regulatedCategory: category,
    ...withPlatforms(
      d,
      category ? d.platforms.selected.filter((p) => platformPolicy(category, p).access !== 'prohibited') : [],
    ),
  };
}

const ACCESS_ORDER: Record<PlatformAccess, number> = { allowed: 0, certification: 1, prohibited: 2 };

/** Networks that accept the category first (with certification next), the ones that refuse it last. */
export function byAccess<T extends { id: PlatformId }>(
  platforms: readonly T[],
  category: RegulatedCategory,
): T[] {
  return [...platforms].sort(
    (a, b) =>
      ACCESS_ORDER[platformPolicy(category, a.id).access] -
      ACCESS_ORDER[platformPolicy(category, b.id).access],
  );
}
