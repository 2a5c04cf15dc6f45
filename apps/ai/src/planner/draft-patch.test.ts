import { createDraft } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { applyPatch, mergePatch, reconcileDraft } from './draft-patch.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const LATER = new Date('2025-03-11T09:30:00Z');
const base = () => ({ ...createDraft({ now: NOW }), objective: 'sales' as const });

describe('mergePatch', () => {
  it('merges objects key by key and replaces arrays', () => {
    const d: CampaignDraft = {
      ...base(),
      platforms: { selected: ['google-ads', 'facebook'], settings: {} },
    };
    const merged = mergePatch(d, { platforms: { selected: ['tiktok'] }, budget: { totalBudget: 5000 } });
    expect(merged.platforms.selected).toEqual(['tiktok']);
    expect(merged.budget).toEqual({ ...d.budget, totalBudget: 5000 });
    expect(d.platforms.selected).toEqual(['google-ads', 'facebook']);
  });
});

describe('applyPatch', () => {
  it('refreshes updatedAt like a builder edit', () => {
    const { draft, ok } = applyPatch(base(), { campaignName: 'Spring Sale' }, LATER);
    expect(ok).toBe(true);
    expect(draft.campaignName).toBe('Spring Sale');
    expect(draft.updatedAt).toBe(LATER.toISOString());
    expect(draft.createdAt).toBe(NOW.toISOString());
  });

  it('refuses a patch that would break the draft schema', () => {
    const d = base();
    const result = applyPatch(d, { targeting: { geography: { countries: ['usa'] } } }, LATER);
    expect(result.ok).toBe(false);
    expect(result.draft).toBe(d);
  });

  it('refuses what the whole-draft schema refuses: a bad top-level value, an unknown key, a bad nested list', () => {
    const d: CampaignDraft = base();
    const refused = [
      { campaignName: 'x'.repeat(121) },
      { unknownSection: { a: 1 } },
      { targeting: { demographics: { genders: ['male', 'male'] } } },
      { schedule: { startDate: 'soon' } },
    ] as unknown as Parameters<typeof applyPatch>[1][];
    for (const patch of refused) {
      const merged = reconcileDraft(mergePatch(d, patch));
      expect(campaignDraftSchema.safeParse(merged).success, JSON.stringify(patch)).toBe(false);
      expect(applyPatch(d, patch, LATER), JSON.stringify(patch)).toEqual({ draft: d, ok: false });
    }
  });

  it('accepts a valid patch whose result the whole-draft schema accepts', () => {
    const patch = {
      schedule: { startDate: '2025-04-01', endDate: '2025-04-30' },
      budget: { totalBudget: 9000 },
    };
    const { draft, ok } = applyPatch(base(), patch, LATER);
    expect(ok).toBe(true);
    expect(campaignDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.schedule.startDate).toBe('2025-04-01');
  });
});

describe('reconcileDraft', () => {
  it('clears a KPI that no longer fits the objective', () => {
    const d = {
      ...base(),
      kpis: { primary: 'roas', secondary: [], customGoals: [] },
      objective: 'awareness' as const,
    };
    expect(reconcileDraft(d).kpis.primary).toBe('');
  });

  it('keeps the allocation only while it still totals 100 over the selected platforms', () => {
    const d = {
      ...base(),
      platforms: { selected: ['google-ads' as const], settings: {} },
      budget: { ...base().budget, allocation: { 'google-ads': 60, facebook: 40 } },
    };
    expect(reconcileDraft(d).budget.allocation).toEqual({});
    const whole = { ...d, budget: { ...d.budget, allocation: { 'google-ads': 100, facebook: 0 } } };
    expect(reconcileDraft(whole).budget.allocation).toEqual({ 'google-ads': 100 });
  });

  it('keeps only the bid strategy’s own target', () => {
    const d = base();
    const mixed = {
      ...d,
      bidding: { ...d.bidding, strategy: { type: 'target_cpa' as const, targetCpa: 40, targetRoas: 3 } },
    };
    expect(reconcileDraft(mixed).bidding.strategy).toEqual({ type: 'target_cpa', targetCpa: 40 });
  });

  it('produces drafts the shared schema accepts', () => {
    const d = {
      ...base(),
      targeting: { ...base().targeting, demographics: { ageMin: 40, ageMax: 30, genders: [] } },
    };
    expect(campaignDraftSchema.safeParse(reconcileDraft(d)).success).toBe(true);
  });
});
