import { allocationTotal, isKpiForObjective, type PlatformId, touchDraft } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { type DeepPartial, type DraftPatch, isPlainObject } from './planner-types.ts';

/** Deep merge: nested objects merge key by key, arrays and scalars replace, undefined leaves a value. */
export function mergePatch<T>(base: T, patch: DeepPartial<NoInfer<T>>): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      isPlainObject(value) && isPlainObject(current)
        ? mergePatch(current, value)
        : Array.isArray(value)
          ? [...value]
          : value;
  }
  return out as T;
}

const STRATEGY_TARGET = {
  automated: null,
  target_cpa: 'targetCpa',
  target_roas: 'targetRoas',
  manual_cpc: 'maxCpc',
} as const;

/**
 * Keeps a merged draft coherent: a KPI that no longer fits the objective is cleared, allocation and
 * per-platform settings follow the selected platforms, a bid strategy keeps only its own target, and a
 * universal campaign carries no regulated category.
 */
export function reconcileDraft(draft: CampaignDraft): CampaignDraft {
  let next = draft;
  if (next.kpis.primary && !isKpiForObjective(next.objective, next.kpis.primary)) {
    next = { ...next, kpis: { ...next.kpis, primary: '' } };
  }
  const selected = new Set<PlatformId>(next.platforms.selected);
  const allocation = Object.fromEntries(
    Object.entries(next.budget.allocation).filter(([id]) => selected.has(id as PlatformId)),
  );
  const pruned = { ...next, budget: { ...next.budget, allocation } };
  // A half-matching split would fail step 7's "must total 100%"; drop it so it is proposed again.
  const total = allocationTotal(pruned);
  next = {
    ...pruned,
    budget: {
      ...pruned.budget,
      allocation: total === null || Math.abs(total - 100) > 0.01 ? {} : allocation,
    },
  };
  const settings = Object.fromEntries(
    Object.entries(next.platforms.settings).filter(([id]) => selected.has(id as PlatformId)),
  );
  next = { ...next, platforms: { ...next.platforms, settings } };

  const strategy = next.bidding.strategy;
  const keep = STRATEGY_TARGET[strategy.type];
  const cleaned: CampaignDraft['bidding']['strategy'] = { type: strategy.type };
  if (keep && strategy[keep] !== undefined) cleaned[keep] = strategy[keep];
  next = { ...next, bidding: { ...next.bidding, strategy: cleaned } };

  const demo = next.targeting.demographics;
  if (demo.ageMin > demo.ageMax) {
    next = {
      ...next,
      targeting: { ...next.targeting, demographics: { ...demo, ageMax: demo.ageMin } },
    };
  }
  if (next.campaignType === 'universal' && next.regulatedCategory !== null) {
    next = { ...next, regulatedCategory: null };
  }
  return next;
}

/**
 * Applies a patch the way a builder edit does (updatedAt refreshed) and re-validates the result; a patch
 * that would make the draft invalid is refused and the draft comes back unchanged with ok=false.
 */
export function applyPatch(
  draft: CampaignDraft,
  patch: DraftPatch,
  now: Date,
): { draft: CampaignDraft; ok: boolean } {
  const merged = reconcileDraft(mergePatch(draft, patch));
  if (!changedSectionsValid(draft, merged)) return { draft, ok: false };
  return { draft: touchDraft(draft, merged, now), ok: true };
}

const SECTIONS = campaignDraftSchema.shape;
const isSection = (key: string): key is keyof typeof SECTIONS => Object.hasOwn(SECTIONS, key);

/**
 * The draft schema's verdict on `merged`, checking only the top-level sections that are not the very
 * same objects as in `draft`: the draft was valid, the schema has no rule across sections, and merging
 * copies only what a patch touches. Validating the whole draft on every message was the planner's
 * largest cost. An unknown top-level key fails as the strict schema would.
 */
function changedSectionsValid(draft: CampaignDraft, merged: CampaignDraft): boolean {
  for (const [key, value] of Object.entries(merged)) {
    if (!isSection(key)) return false;
    if (value !== draft[key] && !SECTIONS[key].safeParse(value).success) return false;
  }
  return true;
}
