import { handleMessage, startConversation } from './planner.ts';
import type { PlannerState } from './planner-types.ts';
import { warmMoneyFallback } from './read/money-fallback.ts';

// The first replies pay for JIT compilation, Intl formatters and zod's compiled parsers (tens of ms), and
// the first amount only the fallback reader understands pays for loading its model (300-400 ms); a
// service runs this once at start-up so its first real users do not.
const SCRIPT = [
  'I want to create a campaign called Warm Up for sales',
  'I approve this recommendation.',
  'I approve this recommendation.',
  'Target the United States, ages 25-54',
  'I approve this recommendation.',
  '$25k starting next Monday for 30 days',
  'I approve this recommendation.',
  'I approve this recommendation.',
  "What's the CPM on TikTok?",
  'launch',
  'I approve this recommendation.',
  'I approve this recommendation.',
  'I approve this recommendation.',
];

/** Runs one scripted conversation through the launch approvals; returns its final state. */
export function warmUpPlanner(now: Date = new Date(0)): PlannerState {
  warmMoneyFallback();
  let state = startConversation({ now, initialMessage: 'Hi! I want to create a new campaign' }).state;
  for (const message of SCRIPT) state = handleMessage(state, message, { now }).state;
  return state;
}
