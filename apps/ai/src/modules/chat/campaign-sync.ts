import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { draftChanges } from '@northstar/shared/campaign/draft-diff';
import { STEP_COUNT } from '@northstar/shared/campaign/steps';
import type { LaunchResult } from '@northstar/shared/chat';
import { formatDate } from '../../planner/format.ts';
import { contextFor, createInitialState } from '../../planner/planner.ts';
import { reopenedStep, stopAt, toReply } from '../../planner/planner-flow.ts';
import { cancelLaunch, refuseLaunch } from '../../planner/planner-launch.ts';
import type { PlannerReply, PlannerState } from '../../planner/planner-types.ts';
import type { CampaignStore, StoredCampaign, StoreResult } from './campaign-store.ts';

// Around the planner (which is pure): after each reply the conversation's campaign is saved to the API
// with the user's token, and a launch the planner approved is performed there. Every outcome is
// worded into the reply; an unreachable API never loses the message (the reply says what was not saved).

/** The name a campaign carries on the server until the advertiser gives one. */
export const PROVISIONAL_NAME = 'Untitled campaign (from the assistant)';
export const ANALYTICS_PATH = '/dashboard/analytics';
export const campaignPath = (c: Pick<StoredCampaign, 'id' | 'channelType'>) =>
  `/dashboard/campaign-builder/${c.channelType}?${new URLSearchParams({ edit: c.id, step: String(STEP_COUNT) })}`;

export interface SyncedReply extends PlannerReply {
  launch: LaunchResult | null;
}

const UNSAVED =
  'I could not save the campaign to your account just now (the campaign service did not answer); your message is kept, and I will save it with your next one.';

/** The draft states a campaign fact: it differs from a fresh conversation's draft. */
function statesAFact(draft: CampaignDraft): boolean {
  const fresh = createInitialState({
    now: new Date(draft.createdAt),
    timezone: draft.schedule.timezone,
    campaignType: draft.campaignType,
  }).draft;
  return (
    draftChanges({ ...fresh, schedule: draft.schedule }, draft).length > 0 || draft.schedule.endDate !== ''
  );
}

const outgoing = (draft: CampaignDraft): CampaignDraft =>
  draft.campaignName.trim() ? draft : { ...draft, campaignName: PROVISIONAL_NAME };

const incoming = (draft: CampaignDraft): CampaignDraft =>
  draft.campaignName === PROVISIONAL_NAME ? { ...draft, campaignName: '' } : draft;

const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (value === '' || value === null || value === undefined) return 'empty';
  return String(value);
};

/** "budget.totalBudget from 20000 to 25000; platforms.selected from google-ads to google-ads, tiktok". */
function changeList(before: CampaignDraft, after: CampaignDraft): string {
  // What the launch approvals set is asked again at every launch: not news about the campaign.
  const changes = draftChanges(before, after).filter(
    (c) => !/^(?:payment\.|launchOptions\.|compliance\.(?:platformPolicies|status))/.test(c.field),
  );
  const listed = changes
    .slice(0, 6)
    .map((c) => `${c.field} from ${shown(c.before)} to ${shown(c.after)}`)
    .join('; ');
  return changes.length > 6
    ? `${listed}; and ${changes.length - 6} more`
    : listed || 'nothing that changes the plan';
}

export function createCampaignSync(store: CampaignStore) {
  const withCampaign = (state: PlannerState, campaign: StoredCampaign): PlannerState => ({
    ...state,
    draft: { ...state.draft, campaignId: campaign.id },
    campaign: { id: campaign.id, version: campaign.version, unsaved: false },
  });

  /**
   * 409 VERSION_CONFLICT: the builder saved since. The server's campaign is adopted, the user is told
   * what changed, and the conversation stops where the adopted draft needs something.
   */
  function adopt(before: PlannerState, server: StoredCampaign, now: Date): PlannerReply {
    const draft = incoming(server.draft);
    const state = withCampaign({ ...before, draft, launch: null, pendingApproval: null }, server);
    const ctx = contextFor(state, '', { now });
    const step = reopenedStep(draft, before.step) ?? before.step;
    return toReply(
      stopAt(
        state,
        step,
        ctx,
        [
          `“${draft.campaignName || 'This campaign'}” was changed outside this chat (in the Campaign Builder or another tab) since I last saved it: ${changeList(before.draft, draft)}. I took the saved campaign as it is now, so your last change was not applied: say it again if you still want it.`,
        ],
        true,
      ),
    );
  }

  async function save(
    token: string,
    before: PlannerState,
    reply: PlannerReply,
    now: Date,
  ): Promise<{ reply: PlannerReply; saved: boolean }> {
    const state = reply.state;
    const campaign = state.campaign;
    const changed =
      campaign !== null &&
      (campaign.unsaved ||
        before.campaign?.id !== campaign.id ||
        draftChanges(before.draft, state.draft).length > 0);
    if (campaign === null ? !statesAFact(state.draft) : !changed) return { reply, saved: true };

    let result: StoreResult =
      campaign === null
        ? await store.create(token, outgoing(state.draft))
        : await store.update(token, campaign.id, outgoing(state.draft), campaign.version);
    if (!result.ok && result.kind === 'not_found') {
      // Deleted elsewhere: this conversation's campaign is saved again, as a new one.
      result = await store.create(token, outgoing(state.draft));
    }
    if (result.ok) {
      const next = withCampaign(state, result.campaign);
      return { reply: { ...reply, state: next, campaignState: next.draft }, saved: true };
    }
    if (result.kind === 'conflict' && campaign) {
      const server = await store.get(token, campaign.id);
      if (server.ok) return { reply: adopt(before, server.campaign, now), saved: false };
    }
    const line =
      result.kind === 'refused' ? `I could not save that to your campaign: ${result.message}` : UNSAVED;
    const next: PlannerState = { ...state, campaign: campaign ? { ...campaign, unsaved: true } : null };
    return {
      reply: { ...reply, state: next, response: `${reply.response}\n\n${line}` },
      saved: false,
    };
  }

  async function launch(token: string, reply: PlannerReply, now: Date): Promise<SyncedReply> {
    const state = reply.state;
    const campaign = state.campaign;
    if (!campaign) return { ...reply, launch: null };
    const result = await store.launch(token, campaign.id, campaign.version);
    const ctx = contextFor(state, '', { now });
    if (result.ok) {
      const c = result.campaign;
      const next = {
        ...withCampaign(state, c),
        launched: true,
        launch: null,
        pendingApproval: null,
        awaiting: null,
      };
      const start = c.draft.schedule.startDate;
      const status =
        c.status === 'scheduled'
          ? `scheduled to start ${formatDate(start)}`
          : `${c.status}, started ${formatDate(start)}`;
      const result_: LaunchResult = {
        campaignId: c.id,
        status: c.status,
        startDate: start,
        campaignPath: campaignPath(c),
        analyticsPath: ANALYTICS_PATH,
      };
      return {
        ...toReply({
          state: next,
          lines: [
            reply.response,
            `“${c.draft.campaignName}” is launched: ${status}. Sandbox delivery: no real ads run and no real money is spent. See the campaign at ${result_.campaignPath} and its results on Analytics at ${ANALYTICS_PATH}.`,
          ],
        }),
        launch: result_,
      };
    }
    if (result.kind === 'conflict') {
      const server = await store.get(token, campaign.id);
      if (server.ok) {
        const adopted = adopt(state, server.campaign, now);
        return {
          ...adopted,
          response: `${adopted.response}\n\nNothing was launched: look over the changes and say “launch it” again.`,
          launch: null,
        };
      }
    }
    if (result.kind === 'blocked') {
      const turn = refuseLaunch(
        state,
        result.findings,
        ctx,
        `The launch gate refused “${state.draft.campaignName}”`,
      );
      return { ...toReply({ ...turn, lines: [reply.response, ...turn.lines] }), launch: null };
    }
    const lead =
      result.kind === 'unavailable'
        ? 'I could not reach the campaign service, so nothing was launched.'
        : `The launch was refused: ${'message' in result ? result.message : 'the campaign could not be found'}.`;
    const turn = cancelLaunch(state, lead);
    return { ...toReply({ ...turn, lines: [reply.response, ...turn.lines] }), launch: null };
  }

  return {
    /** Saves the reply's campaign and performs an approved launch; the reply says what happened. */
    async afterReply(
      token: string,
      before: PlannerState,
      reply: PlannerReply,
      now: Date,
    ): Promise<SyncedReply> {
      const saved = await save(token, before, reply, now);
      if (reply.state.launch?.status === 'approved' && saved.reply.state.launch === null)
        // Adopted the builder's newer campaign: the approvals were for the campaign as it was.
        return {
          ...saved.reply,
          response: `${saved.reply.response}\n\nNothing was launched: look over the changes and say “launch it” again.`,
          launch: null,
        };
      if (saved.reply.state.launch?.status !== 'approved') return { ...saved.reply, launch: null };
      if (!saved.saved) {
        const turn = cancelLaunch(saved.reply.state, 'Nothing was launched:');
        return { ...toReply({ ...turn, lines: [saved.reply.response, ...turn.lines] }), launch: null };
      }
      return launch(token, saved.reply, now);
    },
  };
}

export type CampaignSync = ReturnType<typeof createCampaignSync>;
