import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { readMoney } from '../read/money.ts';

type Strategy = CampaignDraft['bidding']['strategy'];
type Goal = CampaignDraft['bidding']['optimization']['goal'];

export interface BiddingFacts {
  strategy?: Strategy;
  goal?: Exclude<Goal, ''>;
  frequencyCap?: { impressions: number; per: 'day' | 'week' };
}

const TARGET_CPA =
  /\btarget(?:ed)?\s+(?:cpa|cost per (?:acquisition|action|lead|install))\b|\bcpa\s+(?:bid(?:ding)?|target)\b/i;
const TARGET_ROAS = /\btarget(?:ed)?\s+roas\b|\broas\s+(?:bid(?:ding)?|target)\b/i;
const MANUAL = /\bmanual\s+(?:cpc|bid(?:s|ding)?)\b|\bmax(?:imum)?\s+cpc\b/i;
const AUTOMATED =
  /\b(?:automated|automatic|auto)\s*(?:bid(?:s|ding)?)?\b|\bmaximi[sz]e\s+(?:conversions|clicks|reach|results)\b|\blowest\s+cost\b/i;
const ROAS_VALUE = /\broas\b[^\d]{0,20}(\d+(?:\.\d+)?)\s*(x|%)?|(\d+(?:\.\d+)?)\s*(x|%)\s*roas\b/i;
const GOAL = /\boptimi[sz]e\s+(?:for\s+)?(impressions|reach|clicks|conversion\s+value|conversions|value)\b/i;
const CAP = /(\d{1,3})\s*(?:impressions?|times?|ads?)?\s*(?:per|a|\/)\s*(day|week)\b/i;
const CAP_WORD = /\b(?:frequency|cap)\b/i;

const GOALS: Record<string, Exclude<Goal, ''>> = {
  impressions: 'impressions',
  reach: 'reach',
  clicks: 'clicks',
  conversions: 'conversions',
  'conversion value': 'conversion_value',
  value: 'conversion_value',
};

/** Bid strategy, optimisation goal and frequency cap: "target CPA of $40", "target ROAS 4x", "manual CPC max $2". */
export function extractBidding(text: string): BiddingFacts {
  const facts: BiddingFacts = {};
  const money = readMoney(text)[0]?.amount;
  if (TARGET_ROAS.test(text)) {
    const m = text.match(ROAS_VALUE);
    const raw = Number(m?.[1] ?? m?.[3]);
    const unit = m?.[2] ?? m?.[4];
    const roas = unit === '%' ? raw / 100 : raw;
    facts.strategy = { type: 'target_roas', ...(roas > 0 && roas <= 1000 ? { targetRoas: roas } : {}) };
  } else if (TARGET_CPA.test(text)) {
    facts.strategy = { type: 'target_cpa', ...(money ? { targetCpa: money } : {}) };
  } else if (MANUAL.test(text)) {
    facts.strategy = { type: 'manual_cpc', ...(money ? { maxCpc: money } : {}) };
  } else if (AUTOMATED.test(text)) {
    facts.strategy = { type: 'automated' };
  }
  const goal = text.match(GOAL)?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  if (goal && GOALS[goal]) facts.goal = GOALS[goal];
  const cap = CAP_WORD.test(text) ? text.match(CAP) : null;
  if (cap) {
    const impressions = Number(cap[1]);
    if (impressions >= 1 && impressions <= 100)
      facts.frequencyCap = { impressions, per: cap[2] === 'day' ? 'day' : 'week' };
  }
  return facts;
}
