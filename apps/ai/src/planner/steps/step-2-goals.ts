import { kpiOptionsFor, validateStep } from '@northstar/shared/campaign';
import { joinList, objectiveLabel, withArticle } from '../format.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

const kpiLabel = (objective: string, id: string) =>
  kpiOptionsFor(objective).find((k) => k.id === id)?.label ?? id;

export const step2: StepHandler = {
  step: 2,
  missing: (d) => validateStep(d, 2),
  recommendOnArrival: true,
  recommend(d, _ctx, variant) {
    const options = kpiOptionsFor(d.objective);
    const choice = options[variant];
    if (!choice) return null;
    const others = options.filter((o) => o.id !== choice.id).map((o) => o.label);
    return {
      kind: 'kpi',
      text: `For ${withArticle(objectiveLabel(d.objective).toLowerCase())} campaign I recommend ${choice.label} as the primary KPI (other options: ${joinList(others, 'or')}). ${APPROVAL_PROMPT}`,
      summary: `Primary KPI: ${choice.label}`,
      patch: { kpis: { primary: choice.id } },
      variant,
    };
  },
  ask(d) {
    const options = kpiOptionsFor(d.objective).map((o) => o.label);
    return {
      text: `Which primary KPI should we track: ${joinList(options, 'or')}?`,
      awaiting: 'kpi',
    };
  },
  describe: (d) => `primary KPI ${kpiLabel(d.objective, d.kpis.primary)}`,
};
