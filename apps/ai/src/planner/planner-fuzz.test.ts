import type { StepNumber } from '@northstar/shared/campaign';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handleMessage, startConversation } from './planner.ts';
import { APPROVE, NOW, OPTS, REJECT } from './planner-test-helpers.ts';
import { plannerStateSchema } from './planner-types.ts';
import { STEP_HANDLERS } from './steps/step-handlers.ts';

// Messages mix real answers, button replies and noise, so runs reach every step.
const message = fc.oneof(
  fc.constantFrom(
    APPROVE,
    REJECT,
    'next',
    'back',
    'sounds good',
    'called Test Run for sales',
    'Google and TikTok',
    'Germany and France, ages 18-24',
    '"Shop now" "Big savings!"',
    '$5,000 starting tomorrow',
    'What is the CPM?',
    'a cannabis campaign',
    'drop Germany',
    'launch',
    'I want to modify this: target the US, 21+',
  ),
  fc.string({ maxLength: 80 }),
);

// A good conversation whose prefixes park the planner at every step before the noise starts.
const SCRIPT = [
  'I want to create a campaign called Spring Sale for sales',
  APPROVE,
  APPROVE,
  'United States and Germany',
  APPROVE,
  '$25k starting next Monday',
  APPROVE,
  APPROVE,
];

describe('planner invariants under random conversations', () => {
  it('never throws, always returns a valid state, and never sits past a step with a required field missing', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: SCRIPT.length }),
        fc.array(message, { maxLength: 20 }),
        (prefix, messages) => {
          let state = startConversation({ ...OPTS }).state;
          for (const m of [...SCRIPT.slice(0, prefix), ...messages]) {
            const reply = handleMessage(state, m, OPTS);
            state = reply.state;
            expect(plannerStateSchema.safeParse(state).success).toBe(true);
            expect(reply.response.trim().length).toBeGreaterThan(0);
            for (let s = 1; s < state.step; s++) {
              expect(STEP_HANDLERS[s as StepNumber].missing(state.draft)).toEqual([]);
            }
            expect(state.draft.updatedAt >= NOW.toISOString()).toBe(true);
          }
        },
      ),
      { numRuns: 150, seed: 42 },
    );
  });
});
