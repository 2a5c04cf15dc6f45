import { kpiOptionsFor, type Objective, objectiveSchema } from '@northstar/shared/campaign/draft';
import { findObjectives } from '../extract/objective.ts';
import { objectiveLabel } from '../format.ts';
import { defineFact } from './fact-types.ts';

// The objective. On step 1 (or when asked) any objective word counts ("we want leads"); elsewhere only
// one said as the objective ("change the objective to traffic").

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
