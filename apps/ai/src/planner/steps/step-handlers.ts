import type { StepNumber } from '@northstar/shared/campaign';
import { step1 } from './step-1-setup.ts';
import { step2 } from './step-2-goals.ts';
import { step3 } from './step-3-platforms.ts';
import { step4 } from './step-4-audience.ts';
import { step5 } from './step-5-creative.ts';
import { step6 } from './step-6-compliance.ts';
import { step7 } from './step-7-budget.ts';
import { step8 } from './step-8-bidding.ts';
import { step9 } from './step-9-review.ts';
import type { StepHandler } from './step-types.ts';

/** The nine builder steps, by number. */
export const STEP_HANDLERS: Readonly<Record<StepNumber, StepHandler>> = {
  1: step1,
  2: step2,
  3: step3,
  4: step4,
  5: step5,
  6: step6,
  7: step7,
  8: step8,
  9: step9,
};
