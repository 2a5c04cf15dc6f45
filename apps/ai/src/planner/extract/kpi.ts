import { isKpiForObjective } from '@northstar/shared/campaign';
import { KPIS } from '../lexicon/kpis.ts';
import { findEntities } from '../lexicon/vocabulary.ts';

// A cost said as a sentence: "what each install costs us", "the price of a lead", "cost per booking",
// "how much we pay for a sale", "install cost". `unit` is the thing paid for.
const costOf = (unit: string): RegExp => {
  const one = String.raw`(?:a|an|each|one|every|per|the|our|a\s+single)`;
  return new RegExp(
    [
      String.raw`\b(?:cost|costs|price|prices|spend|pay|paying|paid|spending)\s+(?:per|of\s+${one}|for\s+${one}|on\s+${one}|a|an|each|every)\s+(?:new\s+|single\s+)?(?:${unit})\b`,
      String.raw`\b(?:what|how\s+much)\s+(?:(?:we|you|i)\s+(?:pay|spend)\s+(?:for|on|per)\s+${one}\s+(?:new\s+|single\s+)?(?:${unit})\b|${one}\s+(?:new\s+|single\s+)?(?:${unit})\s+(?:costs?|is\s+costing|will\s+cost|runs|sets\s+us\s+back)\b)`,
      String.raw`\b(?:${unit})\s+(?:cost|costs)\b`,
    ].join('|'),
    'gi',
  );
};
const INSTALL = String.raw`installs?|installations?|downloads?|app\s+installs?|new\s+users?`;
const LEAD = String.raw`leads?|sign[- ]?ups?|bookings?|enquir(?:y|ies)|inquir(?:y|ies)|registrations?|appointments?|demos?|demo\s+requests?|consultations?|prospects?|form\s+fills?|quote\s+requests?|subscribers?`;
const SALE = String.raw`sales?|purchases?|orders?|acquisitions?|conversions?|customers?|transactions?|checkouts?|buyers?`;
const CLICK = String.raw`clicks?|visits?|visitors?|site\s+visits?`;
const ENGAGEMENT = String.raw`engagements?|interactions?|likes?|comments?|shares?`;

// KPIs said as sentences; every KPI's names are data in lexicon/kpis.ts.
const KPI_PHRASES: readonly { id: string; pattern: RegExp }[] = [
  { id: 'cpi', pattern: costOf(INSTALL) },
  { id: 'cpl', pattern: costOf(LEAD) },
  { id: 'cpa', pattern: costOf(SALE) },
  { id: 'cpc', pattern: costOf(CLICK) },
  { id: 'cost_per_engagement', pattern: costOf(ENGAGEMENT) },
  {
    id: 'roas',
    pattern:
      /\breturn\s+on\s+(?:our\s+|the\s+)?(?:ad\s+|ads\s+|advertising\s+|marketing\s+|media\s+)?(?:spend|spending|investment|ads|dollars?)\b|\brevenue\s+(?:per|for\s+(?:each|every))\s+(?:dollar|pound|euro|buck)\b|\b(?:how\s+much|what)\s+(?:we|revenue)\s+(?:get|make|earn|gets?\s+made)\s+back\b/gi,
  },
];

export interface KpiSpan {
  id: string;
  start: number;
  end: number;
}

/** Every KPI named in text, in order, without overlaps (the longer name wins: "landing page views"). */
export function kpiMentions(text: string): KpiSpan[] {
  const all: KpiSpan[] = findEntities(KPIS, text, { typos: false }).map((m) => ({
    id: m.values[0] as string,
    start: m.start,
    end: m.end,
  }));
  for (const { id, pattern } of KPI_PHRASES)
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      all.push({ id, start, end: start + m[0].length });
    }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: KpiSpan[] = [];
  for (const span of all) if (!out.length || span.start >= (out[out.length - 1]?.end ?? 0)) out.push(span);
  return out;
}

export interface KpiMention {
  id: string;
  /** The KPI is one of the objective's options. */
  valid: boolean;
}

/**
 * A primary KPI named in text. The earliest mention wins, the longer one at a tie ("cost per lead"
 * over "lead"). Without `loose` the message must say "KPI".
 */
export function extractKpi(
  text: string,
  objective: string,
  opts: { loose?: boolean } = {},
): KpiMention | null {
  if (!opts.loose && !/\bkpis?\b/i.test(text)) return null;
  const mentions = kpiMentions(text);
  const first = mentions[0];
  if (!first) return null;
  // Prefer a KPI that fits the objective when the text names several.
  const fitting = mentions.find((m) => isKpiForObjective(objective, m.id));
  if (fitting) return { id: fitting.id, valid: true };
  return { id: first.id, valid: false };
}
