import { kpiOptionsFor, type Objective } from '@northstar/shared/campaign';
import { objectiveSchema } from '@northstar/shared/campaign/schemas';
import { findObjectives } from '../extract/objective.ts';
import { objectiveLabel } from '../format.ts';
import { defineFact } from './fact-types.ts';

// The objective. On step 1 (or when asked) any objective word counts ("we want leads"); elsewhere only
// one said as the objective ("change the objective to traffic").

const CHANGE_WORDS =
  /\b(?:objective|goal|aim|switch|change|instead|rather|actually|make\s+it|go\s+(?:for|with)|focus\s+on|prioriti[sz]e|optimi[sz]e\s+for|want|need|after|looking\s+for|should\s+be)\b/i;

export const objectiveFact = defineFact<Objective>({
  key: 'objective',
  step: 1,
  scope: 'anywhere',
  prompt: 'What is the objective: awareness, traffic, engagement, leads, sales or app installs?',
  examples: ['we want leads', 'objective is traffic', 'drive app installs'],
  read(message, ctx) {
    const loose = ctx.step === 1 || ctx.awaiting === 'objective';
    const all = findObjectives(message.text);
    const found = loose ? all[0] : all.find((m) => m.explicit);
    if (!found) return [];
    // Once set, the objective changes only when the message says it does: "here is the photo for
    // awareness" or "our offer brings more sales" (after an attachment, say) is not a new objective.
    const changes = ctx.act === 'correction' || CHANGE_WORDS.test(message.raw);
    if (!loose && ctx.draft.objective && found.objective !== ctx.draft.objective && !changes) return [];
    message.claim(found.start, found.end);
    return [{ key: 'objective', op: 'set', value: found.objective }];
  },
  apply(fact, { draft }) {
    const warnings: string[] = [];
    // A KPI that does not fit the new objective is cleared by the draft's reconciliation; say so.
    if (draft.kpis.primary && !kpiOptionsFor(fact.value).some((k) => k.id === draft.kpis.primary))
      warnings.push(
        `The primary KPI no longer fits a ${objectiveLabel(fact.value).toLowerCase()} objective, so it needs choosing again.`,
      );
    return { patch: { objective: fact.value }, said: `objective ${objectiveLabel(fact.value)}`, warnings };
  },
  llm: {
    field: 'objective',
    describe: 'awareness | traffic | engagement | leads | sales | app_installs',
    schema: objectiveSchema,
    toFacts: (value) => {
      const parsed = objectiveSchema.safeParse(value);
      return parsed.success ? [{ key: 'objective', op: 'set', value: parsed.data }] : [];
    },
  },
});
