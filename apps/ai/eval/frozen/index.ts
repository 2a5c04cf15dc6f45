import { cases as acts } from './cases/acts.ts';
import { cases as approvals } from './cases/approvals.ts';
import { cases as briefs } from './cases/briefs.ts';
import { cases as context } from './cases/context.ts';
import { cases as events } from './cases/events.ts';
import { cases as goals } from './cases/goals.ts';
import { cases as lists } from './cases/lists.ts';
import { cases as names } from './cases/names.ts';
import { cases as negation } from './cases/negation.ts';
import { cases as places } from './cases/places.ts';
import { cases as slots } from './cases/slots.ts';
import { cases as splits } from './cases/splits.ts';
import type { FrozenCase } from './frozen-types.ts';

/** The frozen held-out set, frozen 2026-11-28 (README.md). */
export const frozenCases: readonly FrozenCase[] = [
  ...lists,
  ...negation,
  ...splits,
  ...places,
  ...goals,
  ...names,
  ...context,
  ...approvals,
  ...events,
  ...slots,
  ...acts,
  ...briefs,
];
