import { checkTarget } from '@northstar/shared/budget-sanity';
import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { projectionInputFromDraft, projectOutcome } from '@northstar/shared/projections';
import { z } from 'zod';
import { mergePatch } from '../draft-patch.ts';
import { type BiddingFacts, extractBidding } from '../extract/bidding.ts';
import { readMoney } from '../read/money.ts';
import { GOAL_FOR } from '../recommend/bidding-advice.ts';
import { biddingText } from '../steps/step-8-bidding.ts';
import { defineFact } from './fact-types.ts';

// Bid strategy, optimisation goal and frequency cap: "tCPA €35", "target ROAS 4x", "max CPC $2". The
// amount of a bid is the bid's: it claims the span so the budget never reads it.

const TCPA = /\bt[-\s]?cpa\b/gi;
const TROAS = /\bt[-\s]?roas\b/gi;

function defaultGoal(type: CampaignDraft['bidding']['strategy']['type'], d: CampaignDraft) {
  if (type === 'target_cpa') return 'conversions' as const;
  if (type === 'target_roas') return 'conversion_value' as const;
  if (type === 'manual_cpc') return 'clicks' as const;
  return GOAL_FOR[d.objective || 'awareness'];
}

const biddingSchema = z.object({
  strategy: z.enum(['automated', 'target_cpa', 'target_roas', 'manual_cpc']),
  targetCpa: z.number().positive().max(1e6).optional(),
  targetRoas: z.number().positive().max(1000).optional(),
  maxCpc: z.number().positive().max(1e6).optional(),
});

export const biddingFact = defineFact<BiddingFacts>({
  key: 'bidding',
  step: 8,
  scope: 'anywhere',
  prompt: 'How should we bid?',
  examples: ['target CPA $40', 'tCPA €35', 'target ROAS 4x', 'manual CPC max $2'],
  read(message) {
    // "tCPA"/"tROAS" are the platforms' own shorthand for the target strategies.
    const facts = extractBidding(message.text.replace(TCPA, 'target CPA').replace(TROAS, 'target ROAS'));
    const bid = readMoney(message.text).find((m) => m.role === 'bid');
    if (facts.strategy) {
      if (bid) {
        message.claim(bid.start, bid.end);
        if (facts.strategy.type === 'target_cpa')
          facts.strategy = { type: 'target_cpa', targetCpa: bid.amount };
        if (facts.strategy.type === 'manual_cpc') facts.strategy = { type: 'manual_cpc', maxCpc: bid.amount };
      }
      const cue = message.text.search(
        /\b(?:t[-\s]?cpa|t[-\s]?roas|target\s+(?:cpa|roas|cost)|cpa\s+target|roas\s+target|max(?:imum)?\s+cpc|manual\s+(?:cpc|bid)|bid\s+cap)\b[^,.;\n]{0,30}/i,
      );
      if (cue >= 0) {
        const m = message.text.slice(cue).match(/^[^,.;\n]{0,40}/);
        if (m) message.claim(cue, cue + m[0].length);
      }
    } else if (bid) {
      message.claim(bid.start, bid.end);
    }
    if (!facts.strategy && !facts.goal && !facts.frequencyCap) return [];
    return [{ key: 'bidding', op: 'set', value: facts }];
  },
  apply(fact, { draft, cpmFor }) {
    const b = fact.value;
    const goal =
      b.goal ??
      (b.strategy && !draft.bidding.optimization.goal ? defaultGoal(b.strategy.type, draft) : undefined);
    const patch = {
      bidding: {
        ...(b.strategy ? { strategy: b.strategy } : {}),
        optimization: {
          ...(goal ? { goal } : {}),
          ...(b.frequencyCap ? { frequencyCap: b.frequencyCap } : {}),
        },
      },
    };
    const next = mergePatch(draft, patch);
    // A target the projection cannot reach is applied, with a warning that names the projection.
    const { targetRoas, targetCpa } = next.bidding.strategy;
    const projection = projectOutcome(
      projectionInputFromDraft(next, { cpm: cpmFor(next.platforms.selected) }),
    );
    const warning =
      targetRoas !== undefined || targetCpa !== undefined
        ? checkTarget({
            objective: next.objective || 'awareness',
            ...(targetRoas !== undefined ? { targetRoas } : {}),
            ...(targetCpa !== undefined ? { targetCpa } : {}),
            projection,
            currency: next.budget.currency,
          })
        : null;
    return { patch, said: `bidding ${biddingText(next)}`, warnings: warning ? [warning.message] : [] };
  },
  llm: {
    field: 'bidding',
    describe: '{ strategy: automated|target_cpa|target_roas|manual_cpc, targetCpa?, targetRoas?, maxCpc? }',
    schema: biddingSchema,
    toFacts: (value) => {
      const parsed = biddingSchema.safeParse(value);
      if (!parsed.success) return [];
      const { strategy, targetCpa, targetRoas, maxCpc } = parsed.data;
      const target =
        strategy === 'target_cpa' && targetCpa
          ? { targetCpa }
          : strategy === 'target_roas' && targetRoas
            ? { targetRoas }
            : strategy === 'manual_cpc' && maxCpc
              ? { maxCpc }
              : {};
      return [{ key: 'bidding', op: 'set', value: { strategy: { type: strategy, ...target } } }];
    },
  },
});
