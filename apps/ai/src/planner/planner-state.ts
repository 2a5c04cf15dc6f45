import { createDraft } from '@northstar/shared/campaign';
import type { CampaignType } from '@northstar/shared/campaign/schemas';
import { emptyMemory, type PlannerState } from './planner-types.ts';

/** What a new conversation's state depends on. */
export interface InitialStateOptions {
  now: Date;
  /** The chat's module context (e.g. "northstar-hub"); one that mentions "regulated" starts a regulated campaign. */
  moduleContext?: string;
  campaignType?: CampaignType;
  /** IANA zone for the schedule's dates; UTC by default. */
  timezone?: string;
  campaignId?: string;
}

/** A new conversation at step 1, asking for the name. */
export function createInitialState(opts: InitialStateOptions): PlannerState {
  const regulated = opts.campaignType === 'regulated' || /regulated/i.test(opts.moduleContext ?? '');
  const draft = createDraft({
    now: opts.now,
    ...(opts.timezone ? { timezone: opts.timezone } : {}),
    ...(opts.campaignId ? { campaignId: opts.campaignId } : {}),
    campaignType: regulated ? 'regulated' : 'universal',
  });
  // The builder defaults the objective to awareness; the planner asks for it instead of assuming it.
  return {
    step: 1,
    draft: { ...draft, objective: '' },
    pendingApproval: null,
    awaiting: 'campaignName',
    launched: false,
    memory: emptyMemory(),
    campaign: null,
    launch: null,
  };
}
