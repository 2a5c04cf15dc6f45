import { createDraft, type StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { handleMessage, type MessageOptions } from './planner.ts';
import { emptyMemory, type PlannerReply, type PlannerState } from './planner-types.ts';

// Shared by the planner's conversation tests: a fixed clock and a small chat driver.

/** Monday 10 March 2025, noon UTC. */
export const NOW = new Date('2025-03-10T12:00:00Z');
export const OPTS: MessageOptions = { now: NOW, seed: 7 };

export const APPROVE = 'I approve this recommendation.';
export const REJECT = 'I reject this recommendation. Please suggest something else.';
export const modify = (change: string) => `I want to modify this: ${change}`;

export class Chat {
  replies: PlannerReply[] = [];
  constructor(public state: PlannerState) {}

  send(message: string): PlannerReply {
    const reply = handleMessage(this.state, message, OPTS);
    this.state = reply.state;
    this.replies.push(reply);
    return reply;
  }
}

/** A state parked at `step` with the given draft and nothing pending. */
export function stateAt(step: StepNumber, draft: Partial<CampaignDraft>): PlannerState {
  return {
    step,
    draft: { ...createDraft({ now: NOW }), ...draft },
    pendingApproval: null,
    awaiting: null,
    launched: false,
    memory: emptyMemory(),
    campaign: null,
    launch: null,
  };
}
