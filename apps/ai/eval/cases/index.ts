import type { PhrasingCase } from '../eval-types.ts';
import { cases as acts } from './acts.ts';
import { cases as audience } from './audience.ts';
import { cases as compliance } from './compliance.ts';
import { cases as creative } from './creative.ts';
import { cases as dates } from './dates.ts';
import { cases as geography } from './geography.ts';
import { cases as hub } from './hub.ts';
import { cases as memory } from './memory.ts';
import { cases as money } from './money.ts';
import { cases as name } from './name.ts';
import { cases as objectiveKpi } from './objective-kpi.ts';
import { cases as platforms } from './platforms.ts';
import { cases as sanity } from './sanity.ts';

export const allCases: PhrasingCase[] = [
  ...name,
  ...objectiveKpi,
  ...platforms,
  ...geography,
  ...audience,
  ...creative,
  ...money,
  ...dates,
  ...acts,
  ...memory,
  ...sanity,
  ...compliance,
  ...hub,
];
