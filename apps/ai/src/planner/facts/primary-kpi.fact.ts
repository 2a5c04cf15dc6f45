import { kpiOptionsFor } from '@northstar/shared/campaign';
import { z } from 'zod';
import { extractKpi, kpiMentions } from '../extract/kpi.ts';
import { joinList, objectiveLabel } from '../format.ts';
import { defineFact } from './fact-types.ts';

// The primary KPI ("KPI is cost per lead", "what matters most is the cost per purchase"). Outside step 2
// the message must say it is the KPI or what matters most.

const KPI_CUE =
  /\b(?:kpis?|primary\s+(?:metric|goal)|north\s+star|what\s+matters|matters\s+most|care\s+(?:most\s+)?about|judge|measure\s+(?:it|success)|optimi[sz]e\s+(?:for|on))\b/i;

// A clause that adds a metric ("also watch CPA", "CTR as well", "secondary: CTR") is the secondary KPIs'
// business: its KPI is never the primary one, unless the clause says so ("main KPI ROAS, also CTR").
const SECONDARY_CLAUSE =
  /\b(?:also|too|as\s+well|sec[ou]n?d[ae]?r?(?:y|ies)|on\s+the\s+side|additionally|in\s+addition|plus|other\s+(?:kpis?|metrics?)|extra|alongside)\b|\b(?:stop|quit|no\s+longer|don'?t|do\s+not|no\s+need\s+to)\s+(?:\w+\s+)?(?:track|monitor|measur|watch|report)/i;
const PRIMARY_CLAUSE =
  /\b(?:primary|main|north\s+star|matters\s+most|most\s+important)\b|(?<!\b(?:secondary|other|extra|additional|more)\s+)\bkpi\b/i;

/** The text with its secondary clauses blanked (positions kept). */
function withoutSecondaryClauses(text: string): string {
  // Clauses end at punctuation and where "also" or "plus" starts another ("ROAS and also CPA").
  const cuts = [0];
  for (const m of text.matchAll(/[,.;!?\n(]|\b(?:and\s+|but\s+)?(?:also|plus)\b/gi)) cuts.push(m.index ?? 0);
  cuts.push(text.length);
  let out = '';
  for (let i = 0; i + 1 < cuts.length; i++) {
    const clause = text.slice(cuts[i], cuts[i + 1]);
    out += SECONDARY_CLAUSE.test(clause) && !PRIMARY_CLAUSE.test(clause) ? ' '.repeat(clause.length) : clause;
  }
  return out;
}

// "replace ROAS with CPA", "use CPA instead of ROAS": the KPI replaced is not the one wanted.
const REPLACED =
  /\b(?:replace|swap|switch|change)\s+(?:the\s+|our\s+)?(?:kpi\s+from\s+)?([\w -]{2,30}?)\s+(?:with|for|to|into)\b|\binstead\s+of\s+(?:the\s+)?([\w -]{2,30}?)(?=\s*(?:$|[.,;!?\n]))/gi;

function withoutReplaced(text: string): string {
  return text.replace(REPLACED, (m: string, from?: string, insteadOf?: string) => {
    const gone = from ?? insteadOf ?? '';
    return kpiMentions(gone).length ? m.replace(gone, ' '.repeat(gone.length)) : m;
  });
}

export const primaryKpiFact = defineFact<string>({
  key: 'primaryKpi',
  step: 2,
  scope: 'anywhere',
  prompt: 'Which primary KPI should we judge it by?',
  examples: ['KPI is cost per lead', 'ROAS', 'what matters most is the cost per purchase'],
  read(message, ctx) {
    const loose = ctx.step === 2 || ctx.awaiting === 'kpi' || KPI_CUE.test(message.text);
    if (!loose) return [];
    const kpi = extractKpi(withoutReplaced(withoutSecondaryClauses(message.text)), ctx.draft.objective, {
      loose: true,
    });
    if (!kpi) return [];
    return [{ key: 'primaryKpi', op: 'set', value: kpi.id }];
  },
  apply(fact, { draft }) {
    const options = kpiOptionsFor(draft.objective);
    const label = options.find((k) => k.id === fact.value)?.label;
    if (label) return { patch: { kpis: { primary: fact.value } }, said: `primary KPI ${label}` };
    if (!draft.objective) return { warnings: ['Tell me the objective first, then the KPI.'] };
    return {
      warnings: [
        `${fact.value.toUpperCase()} is not a primary KPI for ${objectiveLabel(draft.objective).toLowerCase()}; choose ${joinList(
          options.map((k) => k.label),
          'or',
        )}.`,
      ],
    };
  },
  llm: {
    field: 'primaryKpi',
    describe:
      'the primary KPI id (cpm, reach, frequency, cpc, ctr, landing_page_views, engagement_rate, cost_per_engagement, video_views, cpl, leads, conversion_rate, roas, cpa, conversion_value, cpi, installs, day7_retention)',
    schema: z.string().max(64),
    toFacts: (value) => (typeof value === 'string' && value ? [{ key: 'primaryKpi', op: 'set', value }] : []),
  },
});
