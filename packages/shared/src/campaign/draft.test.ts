import { describe, expect, it } from 'vitest';
import { campaignDraftSchema } from './draft.ts';
import { createDraft, dateInTimezone, touchDraft } from './draft-factory.ts';
import { KPI_OPTIONS_BY_OBJECTIVE, kpiOptionsFor, OBJECTIVES } from './objectives.ts';
import {
  networksForCategory,
  PLATFORMS,
  platformPolicy,
  platformsForCampaign,
  REGULATED_CATEGORIES,
  UNIVERSAL_PLATFORM_IDS,
} from './platforms.ts';

const now = new Date('2025-03-10T15:30:00Z');

describe('createDraft', () => {
  it('applies the product defaults', () => {
    const draft = createDraft({ now });
    expect(draft).toMatchObject({
      campaignType: 'universal',
      objective: 'awareness',
      conversionTracking: { attributionWindow: 7, valueTracking: false },
      reporting: { frequency: 'daily', format: 'dashboard' },
      compliance: { status: 'pending' },
      budget: { totalBudget: 0, budgetType: 'daily', currency: 'USD', pacing: 'standard' },
      schedule: { startDate: '2025-03-10', timezone: 'UTC' },
      bidding: { strategy: { type: 'automated' } },
      createdAt: '2025-03-10T15:30:00.000Z',
      updatedAt: '2025-03-10T15:30:00.000Z',
    });
  });

  it('produces a draft its own schema accepts', () => {
    expect(campaignDraftSchema.safeParse(createDraft({ now })).success).toBe(true);
  });

  it('dates the start in the given time zone', () => {
    const lateEvening = new Date('2025-03-10T23:30:00Z');
    expect(createDraft({ now: lateEvening, timezone: 'Asia/Tokyo' }).schedule).toMatchObject({
      startDate: '2025-03-11',
      timezone: 'Asia/Tokyo',
    });
    expect(createDraft({ now: lateEvening, timezone: 'America/Los_Angeles' }).schedule.startDate).toBe(
      '2025-03-10',
    );
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(dateInTimezone(now, 'Mars/Olympus')).toBe('2025-03-10');
  });

  it('starts a regulated draft with its category', () => {
    const draft = createDraft({ now, campaignType: 'regulated', regulatedCategory: 'gambling' });
    expect(draft.campaignType).toBe('regulated');
    expect(draft.regulatedCategory).toBe('gambling');
  });
});

describe('touchDraft', () => {
  it('applies the patch and refreshes updatedAt only', () => {
    const draft = createDraft({ now });
    const later = new Date('2025-03-10T16:00:00Z');
    const next = touchDraft(draft, { campaignName: 'Spring' }, later);
    expect(next.campaignName).toBe('Spring');
    expect(next.updatedAt).toBe(later.toISOString());
    expect(next.createdAt).toBe(draft.createdAt);
  });
});

describe('campaignDraftSchema limits', () => {
  const base = createDraft({ now });
  const rejects = (patch: Record<string, unknown>) =>
    expect(campaignDraftSchema.safeParse({ ...base, ...patch }).success).toBe(false);

  it('refuses more than 10 tags and descriptions over 500 characters', () => {
    rejects({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) });
    rejects({ description: 'x'.repeat(501) });
    expect(campaignDraftSchema.safeParse({ ...base, description: 'x'.repeat(500) }).success).toBe(true);
  });

  it('refuses unknown fields, unknown platforms and malformed countries', () => {
    rejects({ isAdmin: true });
    rejects({ platforms: { selected: ['myspace'], settings: {} } });
    rejects({ platforms: { selected: ['facebook', 'facebook'], settings: {} } });
    rejects({ targeting: { ...base.targeting, geography: { countries: ['usa'], regions: [], cities: [] } } });
  });

  it('refuses an inverted age range, negative budgets and allocations over 100', () => {
    rejects({ targeting: { ...base.targeting, demographics: { ageMin: 40, ageMax: 30, genders: [] } } });
    rejects({ budget: { ...base.budget, totalBudget: -1 } });
    rejects({ budget: { ...base.budget, allocation: { facebook: 120 } } });
    rejects({ budget: { ...base.budget, allocation: { myspace: 50 } } });
  });

  it('refuses malformed dates and report recipients', () => {
    rejects({ schedule: { ...base.schedule, startDate: '10/03/2025' } });
    rejects({ reporting: { ...base.reporting, recipients: ['not-an-email'] } });
  });

  it('accepts a blank objective and start date so a half-filled draft can be stored', () => {
    const blank = { ...base, objective: '', schedule: { ...base.schedule, startDate: '' } };
    expect(campaignDraftSchema.safeParse(blank).success).toBe(true);
  });
});

describe('objectives and KPIs', () => {
  it('offers the six objectives', () => {
    expect(OBJECTIVES.map((o) => o.id)).toEqual([
      'awareness',
      'traffic',
      'engagement',
      'leads',
      'sales',
      'app_installs',
    ]);
  });
  it('follows the objective for primary KPI options', () => {
    expect(KPI_OPTIONS_BY_OBJECTIVE.awareness.map((k) => k.label)).toEqual(['CPM', 'Reach', 'Frequency']);
    expect(KPI_OPTIONS_BY_OBJECTIVE.sales.map((k) => k.label)).toEqual(['ROAS', 'CPA', 'Conversion value']);
    for (const { id } of OBJECTIVES) expect(kpiOptionsFor(id).length).toBeGreaterThan(0);
    expect(kpiOptionsFor('')).toEqual([]);
  });
});

describe('platforms', () => {
  it('has the five universal platforms: one search network and four social networks', () => {
    const universal = PLATFORMS.filter((p) => (UNIVERSAL_PLATFORM_IDS as readonly string[]).includes(p.id));
    expect(universal.map((p) => p.kind).sort()).toEqual(['search', 'social', 'social', 'social', 'social']);
    expect(platformsForCampaign('universal').map((p) => p.id)).toEqual([...UNIVERSAL_PLATFORM_IDS]);
  });

  it('gives every regulated category at least one accepting network and no accepting-all rule', () => {
    for (const { id } of REGULATED_CATEGORIES) {
      const accepting = networksForCategory(id);
      expect(accepting.length).toBeGreaterThan(0);
      expect(accepting.length).toBeLessThan(PLATFORMS.length);
    }
  });

  it('treats a platform missing from the table as prohibited, with a rule id and a citation', () => {
    const policy = platformPolicy('cannabis', 'facebook');
    expect(policy).toMatchObject({ id: 'cannabis.facebook', access: 'prohibited' });
    expect(policy.citation).toMatch(/Facebook/);
    expect(platformPolicy('gambling', 'google-ads').access).toBe('certification');
    expect(platformPolicy('adult', 'exoclick').access).toBe('allowed');
  });

  it('offers a regulated campaign only the networks of its category', () => {
    expect(platformsForCampaign('regulated', 'adult').map((p) => p.id)).toEqual(['exoclick', 'trafficjunky']);
    expect(platformsForCampaign('regulated', null)).toEqual([]);
  });
});
