import { draftChanges, STEP_COUNT } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { LaunchResult } from '@northstar/shared/chat';
import { formatDate } from '../../planner/format.ts';
import { contextFor, createInitialState } from '../../planner/planner.ts';
import { reopenedStep, stopAt, toReply } from '../../planner/planner-flow.ts';
import { cancelLaunch, refuseLaunch } from '../../planner/planner-launch.ts';
import type { PlannerReply, PlannerState } from '../../planner/planner-types.ts';
import { type CampaignSaver, meaningfulChanges } from './campaign-saver.ts';
import type { CampaignStore, StoredCampaign } from './campaign-store.ts';

// Around the planner (which is pure): the conversation's campaign is created on the API with its first
// fact (before the reply, so the reply carries its id), every later change is queued to the saver behind
// the reply (campaign-saver.ts, ADR 0016), and a launch the planner approved waits for those saves and is
// performed there. Every outcome is worded into a reply: a save that failed behind one reply is told in
// the next, which repairs it (re-reads on a conflict, saves again otherwise).

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
const RESAVED =
  'My last save of the campaign to your account did not go through (the campaign service did not answer); I am saving it again with this message.';

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
  const changes = meaningfulChanges(before, after);
  const listed = changes
    .slice(0, 6)
    .map((c) => `${c.field} from ${shown(c.before)} to ${shown(c.after)}`)
    .join('; ');
  return changes.length > 6
    ? `${listed}; and ${changes.length - 6} more`
    : listed || 'nothing that changes the plan';
}

export function createCampaignSync(store: CampaignStore, saver: CampaignSaver) {
  const withCampaign = (state: PlannerState, campaign: StoredCampaign): PlannerState => ({
    ...state,
    draft: { ...state.draft, campaignId: campaign.id },
    campaign: { id: campaign.id, version: campaign.version, unsaved: false },
  });

  /**
   * 409 VERSION_CONFLICT: the builder saved since. The server's campaign is adopted, the user is told
   * what changed, and the conversation stops where the adopted draft needs something.
   */
  function adopt(token: string, before: PlannerState, server: StoredCampaign, now: Date): PlannerReply {
    saver.track(token, server);
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
          `“${draft.campaignName || 'This campaign'}” was changed outside this chat (in the Campaign Builder or another tab) since I last saved it: ${changeList(before.draft, draft)}. I took the saved campaign as it is now, so what you changed here since my last save was not applied: say it again if you still want it.`,
        ],
        true,
      ),
    );
  }

  const withLine = (reply: PlannerReply, line: string | undefined): PlannerReply =>
    line ? { ...reply, response: `${reply.response}\n\n${line}` } : reply;

  /** Creates the campaign with the first fact; queues every later change behind the reply. */
  async function save(token: string, before: PlannerState, reply: PlannerReply): Promise<PlannerReply> {
    const state = reply.state;
    const campaign = state.campaign;
    if (campaign === null) {
      if (!statesAFact(state.draft)) return reply;
      const result = await store.create(token, outgoing(state.draft));
      if (result.ok) {
        saver.track(token, result.campaign);
        const next = withCampaign(state, result.campaign);
        return { ...reply, state: next, campaignState: next.draft };
      }
      return withLine(
        reply,
        result.kind === 'refused' ? `I could not save that to your campaign: ${result.message}` : UNSAVED,
      );
    }
    // A save still running for it covers an unsaved campaign that did not change since.
    const changed =
      (campaign.unsaved && !saver.state(campaign.id)?.busy) ||
      before.campaign?.id !== campaign.id ||
      draftChanges(before.draft, state.draft).length > 0;
    if (!changed) return reply;
    saver.save(token, campaign.id, outgoing(state.draft), campaign.version, outgoing(before.draft));
    // Stored as unsaved until a later message finds the saver done with it: a restart resaves it.
    return { ...reply, state: { ...state, campaign: { ...campaign, unsaved: true } } };
  }

  async function launch(token: string, reply: PlannerReply, now: Date): Promise<SyncedReply> {
    const state = reply.state;
    const campaign = state.campaign;
    if (!campaign) return { ...reply, launch: null };
    const result = await store.launch(token, campaign.id, campaign.version);
    const ctx = contextFor(state, '', { now });
    if (result.ok) {
      const c = result.campaign;
      saver.track(token, c);
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
            // Words, not paths: the reply's `launch` carries the links, which a client shows as links.
            `“${c.draft.campaignName}” is launched: ${status}. Sandbox delivery: no real ads run and no real money is spent. Follow the campaign and its results on Analytics.`,
          ],
        }),
        launch: result_,
      };
    }
    if (result.kind === 'conflict') {
      const adopted = await reRead(token, state, now);
      if (adopted) return notLaunched(adopted);
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
    return cancelled(reply, lead);
  }

  const notLaunched = (adopted: PlannerReply): SyncedReply => ({
    ...adopted,
    response: `${adopted.response}\n\nNothing was launched: look over the changes and say “launch it” again.`,
    launch: null,
  });

  function cancelled(reply: PlannerReply, lead: string): SyncedReply {
    const turn = cancelLaunch(reply.state, lead);
    return { ...toReply({ ...turn, lines: [reply.response, ...turn.lines] }), launch: null };
  }

  /** The server's copy after a conflict, adopted; null when it cannot be read. */
  async function reRead(token: string, state: PlannerState, now: Date): Promise<PlannerReply | null> {
    if (!state.campaign) return null;
    const server = await store.get(token, state.campaign.id);
    return server.ok ? adopt(token, state, server.campaign, now) : null;
  }

  return {
    /**
     * Before the planner: what the saver learnt since the last reply. A conflict answers the message
     * with the re-read campaign (the message is not applied); a failed save is told and queued again.
     */
    async beforeReply(
      token: string,
      state: PlannerState,
      now: Date,
    ): Promise<{ state: PlannerState; notice?: string; reply?: PlannerReply }> {
      const campaign = state.campaign;
      const known = campaign && saver.state(campaign.id);
      if (!campaign || !known) return { state };
      const failure = known.failure;
      const version = known.version ?? campaign.version;
      // Saved, or being saved (stored as unsaved until done, so that a restart saves it again).
      if (!failure) return { state: { ...state, campaign: { ...campaign, version, unsaved: known.busy } } };
      saver.forget(campaign.id);
      if (failure.kind === 'conflict') {
        const adopted = await reRead(token, state, now);
        if (adopted) return { state: adopted.state, reply: adopted };
      }
      if (failure.kind === 'not_found')
        // Deleted elsewhere: this conversation's campaign is saved again, as a new one.
        return { state: { ...state, campaign: null, draft: { ...state.draft, campaignId: '' } } };
      return {
        state: { ...state, campaign: { ...campaign, version, unsaved: true } },
        notice:
          failure.kind === 'refused' ? `I could not save that to your campaign: ${failure.message}` : RESAVED,
      };
    },

    /** Saves the reply's campaign and performs an approved launch; the reply says what happened. */
    async afterReply(
      token: string,
      before: PlannerState,
      planned: PlannerReply,
      now: Date,
      notice?: string,
    ): Promise<SyncedReply> {
      const reply = withLine(await save(token, before, planned), notice);
      const campaign = reply.state.campaign;
      if (reply.state.launch?.status !== 'approved') return { ...reply, launch: null };
      if (!campaign) return cancelled(reply, 'Nothing was launched:');
      // The launch builds on every change of this conversation: the queued saves go first.
      const settled = await saver.settle(campaign.id);
      if (settled?.failure) {
        saver.forget(campaign.id);
        if (settled.failure.kind === 'conflict') {
          const adopted = await reRead(token, reply.state, now);
          if (adopted) return notLaunched(adopted);
        }
        return cancelled(reply, 'Nothing was launched: the campaign could not be saved first.');
      }
      const version = settled?.version ?? campaign.version;
      return launch(token, { ...reply, state: { ...reply.state, campaign: { ...campaign, version } } }, now);
    },
  };
}

export type CampaignSync = ReturnType<typeof createCampaignSync>;
