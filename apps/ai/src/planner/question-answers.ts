import { type PlatformId, platformName } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { outcomeFor, projectDraft } from '@northstar/shared/projections';
import { extractPlatforms } from './extract/platforms.ts';
import { formatDate, formatMoney, joinList, objectiveLabel, platformList } from './format.ts';
import { glossaryAnswer, termsAsked } from './glossary.ts';
import type { MarketContext } from './market-answers.ts';

// Answers that read the campaign, the glossary or the market per platform: "what budget have we set?",
// "target CPA vs manual CPC?", "how does LinkedIn compare with Facebook on cost?". Each opens with the
// answer and never changes the draft; null when the question is not one of theirs.

const HYPOTHETICAL_WORDS = /\b(?:if|would|could|should|instead|suppose|recommend|suggest|worth)\b/i;
// "we", "our", "my", "it", "the campaign": the question is about this campaign, not the market.
const CAMPAIGN_REF = /\b(?:we|we've|we're|our|my|us|it|the\s+campaign|this\s+campaign|i)\b/i;

type Field = 'budget' | 'geography' | 'platforms' | 'schedule' | 'objective' | 'audience' | 'name';

const FIELDS: readonly [Field, RegExp][] = [
  ['budget', /\b(?:budget|spending|spend)\b/i],
  [
    'geography',
    /\b(?:cities|city|countries|country|regions?|states?|locations?|where\b(?![^?]*\bads?\s+(?:run|show)))/i,
  ],
  ['platforms', /\b(?:platforms?|channels?|networks?|where\b[^?]*\bads?\s+(?:run|show))/i],
  ['schedule', /\b(?:when|start|starts|end|ends|dates?|how\s+long|run\s+for|flight)\b/i],
  ['objective', /\b(?:objective|goal)\b/i],
  ['audience', /\b(?:ages?|audience|who\s+(?:are|is)\s+we\s+targeting|genders?)\b/i],
  ['name', /\b(?:name|called)\b/i],
];

// The opening of a question about what is set: "what/which/when/where/how much/how long ...".
const ASKS_SET =
  /^\W*(?:(?:so|ok|okay|and|remind\s+me|sorry)[,\s]+)*(?:what(?:'s|\s+is|\s+are|\s+was|\s+were)?|whats|which|when|where|how\s+(?:much|long)|remind\s+me|tell\s+me)\b/i;

function fieldAnswer(d: CampaignDraft, field: Field): string {
  const { budget, targeting, schedule } = d;
  switch (field) {
    case 'budget':
      return budget.totalBudget > 0
        ? `The budget is ${formatMoney(budget.totalBudget, budget.currency)} ${budget.budgetType === 'daily' ? 'a day' : 'in total'}${budget.pacing ? `, paced ${budget.pacing}` : ''}.`
        : 'No budget is set yet; we set it in step 7.';
    case 'geography': {
      const g = targeting.geography;
      const parts = [
        ...(g.cities.length ? [`cities ${joinList(g.cities)}`] : []),
        ...(g.regions.length
          ? [
              `regions ${joinList(g.regions.slice(0, 8))}${g.regions.length > 8 ? ` and ${g.regions.length - 8} more` : ''}`,
            ]
          : []),
        ...(g.countries.length
          ? [`${g.countries.length === 1 ? 'country' : 'countries'} ${joinList(g.countries)}`]
          : []),
      ];
      return parts.length
        ? `We are targeting ${joinList(parts)}.`
        : 'No locations are set yet; we set them in step 4.';
    }
    case 'platforms':
      return d.platforms.selected.length
        ? `The ads run on ${platformList(d.platforms.selected)}.`
        : 'No platforms are chosen yet; we pick them in step 3.';
    case 'schedule':
      return schedule.startDate
        ? `It runs from ${formatDate(schedule.startDate)}${schedule.endDate ? ` to ${formatDate(schedule.endDate)}` : ' with no end date'}.`
        : 'No dates are set yet; we set them in step 7.';
    case 'objective':
      return d.objective
        ? `The objective is ${objectiveLabel(d.objective).toLowerCase()}${d.kpis.primary ? `, judged by ${d.kpis.primary.toUpperCase()}` : ''}.`
        : 'No objective is set yet.';
    case 'audience': {
      const { ageMin, ageMax, genders } = targeting.demographics;
      const who = genders.length ? `${joinList(genders)} ` : 'people ';
      return `The audience is ${who}aged ${ageMin}-${ageMax >= 65 ? '65+' : ageMax}.`;
    }
    case 'name':
      return d.campaignName ? `The campaign is called “${d.campaignName}”.` : 'The campaign has no name yet.';
  }
}

/** "What budget have we got set?", "which cities are we targeting?": read from the campaign. */
export function campaignAnswer(d: CampaignDraft, question: string): string | null {
  if (!ASKS_SET.test(question) || !CAMPAIGN_REF.test(question) || HYPOTHETICAL_WORDS.test(question))
    return null;
  // A question with a figure in it ("how much will 20k get us") is a what-if, not a read-back.
  if (
    /\d/.test(question) ||
    /\b(?:cost|costs|expect|get\s+(?:us|me)|results?|leads|clicks|cpm|cpc)\b/i.test(question)
  )
    return null;
  const fields = FIELDS.filter(([, pattern]) => pattern.test(question)).map(([f]) => f);
  if (fields.length === 0 || fields.length > 2) return null;
  return fields.map((f) => fieldAnswer(d, f)).join(' ');
}

/** "What does ROAS mean?", "target CPA vs manual CPC?": from the glossary. */
export function termAnswer(question: string): string | null {
  const terms = termsAsked(question);
  return terms.length ? glossaryAnswer(terms) : null;
}

const COMPARES =
  /\b(?:compare[sd]?|comparison|vs\.?|versus|cheap(?:er|est)|expensive|pricier|pricey|better|best|good|worth|suit(?:s|ed|able)?|work\s+for)\b/i;

/** The cost-per-result clause of one platform's projection at the campaign's budget. */
function platformLine(d: CampaignDraft, id: PlatformId, ctx: MarketContext): string | null {
  const projected = projectDraft({ ...d, platforms: { ...d.platforms, selected: [id] } }, ctx.market, [id]);
  if (!projected) return null;
  const { outcome, pricing } = projected;
  const o = outcomeFor(outcome.objective);
  const currency = d.budget.currency;
  const money = (r: readonly [number, number]) =>
    `${formatMoney(Math.floor(r[0] * 100) / 100, currency)}–${formatMoney(Math.ceil(r[1] * 100) / 100, currency)}`;
  const cost =
    outcome.unit === 'reach' || !outcome.costPerResult
      ? outcome.cpc
        ? `${money(outcome.cpc)} per click`
        : 'too few clicks to price one'
      : `${money(outcome.costPerResult)} per ${o.result.one}${outcome.cpc ? `, ${money(outcome.cpc)} per click` : ''}`;
  return `${platformName(id)}: CPM ${formatMoney(pricing.currentCPM, currency)} (competition ${pricing.competitionLevel}), projected ${cost}`;
}

/**
 * "How does LinkedIn compare with Facebook on cost?", "is TikTok any good for us?", "which of our
 * platforms is cheapest per click?": each platform projected alone at the campaign's budget.
 */
export function platformAnswer(d: CampaignDraft, question: string, ctx: MarketContext): string | null {
  if (!COMPARES.test(question)) return null;
  const named = extractPlatforms(question).include;
  const ours = /\b(?:our|my|the|these|those)\s+(?:platforms|channels)\b|\bwhich\s+platforms?\b/i.test(
    question,
  );
  const scope = named.length ? named : ours ? d.platforms.selected : [];
  if (scope.length === 0) return null;
  const rows = scope
    .map((id) => ({
      id,
      line: platformLine(d, id, ctx),
      cpm: projectDraft(d, ctx.market, [id])?.pricing.currentCPM,
    }))
    .filter(
      (r): r is { id: PlatformId; line: string; cpm: number } => r.line !== null && r.cpm !== undefined,
    );
  if (rows.length === 0) return null;
  const objective = d.objective ? `a ${objectiveLabel(d.objective).toLowerCase()} campaign` : 'this campaign';
  const budget =
    d.budget.totalBudget > 0 ? ` at ${formatMoney(d.budget.totalBudget, d.budget.currency)}` : '';
  if (rows.length === 1) {
    const [only] = rows;
    const chosen = d.platforms.selected.includes(only?.id as PlatformId)
      ? 'already in the campaign'
      : 'not in the campaign';
    return `For ${objective}${budget} on ${platformName(only?.id as PlatformId)} alone (${chosen}), the live market gives ${only?.line.replace(/^[^:]+:\s*/, '')} (projection, sandbox market).`;
  }
  const sorted = [...rows].sort((a, b) => a.cpm - b.cpm);
  return `Cheapest to reach people right now is ${platformName(sorted[0]?.id as PlatformId)}; for ${objective}${budget} each alone projects: ${sorted.map((r) => r.line).join('; ')} (projections at the live market).`;
}
