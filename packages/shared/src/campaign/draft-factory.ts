import { DEFAULT_TIMEZONE } from '../constants/constants.ts';
import type { CampaignDraft, CampaignType } from './draft.ts';
import type { RegulatedCategory } from './platforms.ts';

// Making and editing drafts, apart from the schemas in draft.ts, so a page can do it without loading zod.

export const AGE_MIN = 13;
export const AGE_MAX = 65; // 65 means "65+"

/** YYYY-MM-DD of `now` in the given IANA time zone (UTC when the zone is unknown). */
export function dateInTimezone(now: Date, timezone: string): string {
  try {
    return dayFormatter(timezone).format(now);
  } catch {
    return dayFormatter('UTC').format(now);
  }
}

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per zone.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, before anything is cached.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormatters.size < 1000) dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface CreateDraftOptions {
  /** Injectable clock; defaults to the current time. */
  now?: Date;
  /** The browser's zone, e.g. Intl.DateTimeFormat().resolvedOptions().timeZone; defaults to UTC. */
  timezone?: string;
  campaignId?: string;
  campaignType?: CampaignType;
  regulatedCategory?: RegulatedCategory | null;
}

/** A new draft with the defaults of docs/product.md#builder-drafts. */
export function createDraft(opts: CreateDraftOptions = {}): CampaignDraft {
  const now = opts.now ?? new Date();
  const timezone = opts.timezone || DEFAULT_TIMEZONE;
  const stamp = now.toISOString();
  return {
    campaignId: opts.campaignId ?? '',
    campaignName: '',
    campaignType: opts.campaignType ?? 'universal',
    regulatedCategory: opts.regulatedCategory ?? null,
    objective: 'awareness',
    industry: '',
    tags: [],
    description: '',
    kpis: { primary: '', secondary: [], customGoals: [] },
    conversionTracking: { attributionWindow: 7, valueTracking: false, events: [] },
    utm: { source: '', medium: '', campaign: '', term: '', content: '' },
    reporting: { frequency: 'daily', recipients: [], format: 'dashboard' },
    platforms: { selected: [], settings: {} },
    targeting: {
      demographics: { ageMin: 18, ageMax: AGE_MAX, genders: [] },
      interests: [],
      geography: { countries: [], regions: [], cities: [] },
      devices: [],
      audiences: [],
    },
    creatives: { copy: { headlines: [], descriptions: [], callsToAction: [] }, assets: [] },
    compliance: { platformPolicies: {}, certifications: [], status: 'pending' },
    budget: { totalBudget: 0, budgetType: 'daily', currency: 'USD', allocation: {}, pacing: 'standard' },
    schedule: { startDate: dateInTimezone(now, timezone), endDate: '', timezone },
    bidding: { strategy: { type: 'automated' }, optimization: { goal: '' } },
    payment: { method: '', billingEmail: '', poNumber: '' },
    launchOptions: { launchMode: 'immediately', notifyOnLaunch: true, termsAccepted: false },
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** The draft's regulated category; a universal campaign has none, whatever a stale field says. */
export const regulatedCategoryOf = (
  draft: Pick<CampaignDraft, 'campaignType' | 'regulatedCategory'>,
): RegulatedCategory | null => (draft.campaignType === 'regulated' ? draft.regulatedCategory : null);

/** Applies an edit and refreshes updatedAt, as every builder edit does. */
export function touchDraft(
  draft: CampaignDraft,
  patch: Partial<CampaignDraft>,
  now: Date = new Date(),
): CampaignDraft {
  return { ...draft, ...patch, updatedAt: now.toISOString() };
}
