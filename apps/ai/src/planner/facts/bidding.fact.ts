import { checkTarget, projectionInputFromDraft, projectOutcome } from '@northstar/shared/projections';
import { z } from 'zod';
import { mergePatch } from '../draft-patch.ts';
import { type BiddingFacts, readBidding } from '../extract/bidding.ts';
import { GOAL_FOR } from '../recommend/bidding-advice.ts';
import { biddingText } from '../steps/step-8-bidding.ts';
import { defineFact } from './fact-types.ts';

// Bid strategy and optimisation goal: "tCPA €35", "target ROAS 4x", "max CPC $2" (the frequency cap is
// a slot of its own, facts/slots.ts). The amount of a bid is the bid's: it claims the span so the
// budget never reads it. A stated strategy changes only the strategy: the goal is set when the
// advertiser names one (or for automated bidding, which needs one to know what to buy).

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
    const { facts, spans } = readBidding(message.text);
    if (!facts.strategy && !facts.goal) return [];
    for (const [start, end] of spans) message.claim(start, end);
    return [{ key: 'bidding', op: 'set', value: facts }];
  },
  apply(fact, { draft, cpmFor }) {
    const b = fact.value;
    const goal =
      b.goal ??
      (b.strategy?.type === 'automated' && !draft.bidding.optimization.goal
        ? GOAL_FOR[draft.objective || 'awareness']
        : undefined);
    const patch = {
      bidding: {
        ...(b.strategy ? { strategy: b.strategy } : {}),
        optimization: goal ? { goal } : {},
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
