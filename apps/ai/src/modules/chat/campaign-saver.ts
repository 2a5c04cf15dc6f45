import { draftChanges } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { LRUCache } from 'lru-cache';
import type { CampaignStore, StoredCampaign, StoreFailure } from './campaign-store.ts';

// A conversation's campaign updates are written behind the reply (ADR 0016): the reply never waits for
// the API's PUT. Per campaign at most one PUT runs; drafts that arrive meanwhile are coalesced, so the
// newest one goes out next with the version the last PUT returned. A launch (and any reader that must
// see the server's copy) waits with `settle`. An unreachable API is retried; what still fails is kept
// as the campaign's failure for the next message to tell and to repair (campaign-sync.ts).

export interface SaverOptions {
  /** Waits before each retry of an unreachable API; the length is the number of retries. */
  retryDelaysMs?: readonly number[];
}

/** What this instance knows of a campaign's saves. */
export interface SaveState {
  version: number | null;
  /** The last save that failed for good (cleared by the next success or `forget`). */
  failure: StoreFailure | null;
  /** A PUT is running or waiting. */
  busy: boolean;
}

interface Entry {
  token: string;
  version: number | null;
  failure: StoreFailure | null;
  /** The draft the server holds, as far as this instance knows. */
  base: CampaignDraft;
  /** The newest draft not sent yet. */
  wanted: CampaignDraft | null;
  running: Promise<void> | null;
}

/** Campaigns whose save state this instance keeps (an evicted one is re-read on its next conflict). */
const TRACKED = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the launch approvals set is asked again at every launch: not a change made elsewhere. */
export const meaningfulChanges = (before: CampaignDraft, after: CampaignDraft) =>
  draftChanges(before, after).filter(
    (c) => !/^(?:payment\.|launchOptions\.|compliance\.(?:platformPolicies|status))/.test(c.field),
  );

export function createCampaignSaver(store: CampaignStore, options: SaverOptions = {}) {
  const retryDelays = options.retryDelaysMs ?? [100, 500];
  const entries = new LRUCache<string, Entry>({ max: TRACKED });

  /** One PUT with its retries; a 409 whose server copy is only our own earlier write is written over. */
  async function put(id: string, entry: Entry, draft: CampaignDraft) {
    let result = await store.update(entry.token, id, draft, entry.version);
    for (const delay of retryDelays) {
      if (result.ok || result.kind !== 'unavailable') break;
      await sleep(delay);
      result = await store.update(entry.token, id, draft, entry.version);
    }
    if (!result.ok && result.kind === 'conflict') {
      // Our version is stale, e.g. an earlier instance's save landed after it stored the conversation:
      // the server's copy is re-read, and only if nobody else changed it is the write repeated.
      const server = await store.get(entry.token, id);
      if (server.ok && meaningfulChanges(entry.base, server.campaign.draft).length === 0)
        result = await store.update(entry.token, id, draft, server.campaign.version);
    }
    return result;
  }

  async function drain(id: string, entry: Entry) {
    while (entry.wanted) {
      const draft = entry.wanted;
      entry.wanted = null;
      const result = await put(id, entry, draft).catch(() => ({ ok: false, kind: 'unavailable' }) as const);
      if (result.ok) {
        Object.assign(entry, { version: result.campaign.version, base: draft, failure: null });
      } else {
        // Never retried over a conflict (the builder's write stands) nor past a refusal: the next
        // message tells the user and starts again from the server's copy or its own draft.
        entry.failure = result;
        entry.wanted = null;
      }
    }
    entry.running = null;
  }

  return {
    /** A campaign just created (or re-read): later saves build on this version and draft. */
    track(token: string, campaign: StoredCampaign) {
      entries.set(campaign.id, {
        token,
        version: campaign.version,
        base: campaign.draft,
        wanted: null,
        running: null,
        failure: null,
      });
    },

    /** Queues `draft` for the campaign; returns at once. `version`/`base`: the caller's, if untracked. */
    save(token: string, id: string, draft: CampaignDraft, version: number | null, base: CampaignDraft) {
      let entry = entries.get(id);
      if (!entry) {
        entry = { token, version, base, wanted: null, running: null, failure: null };
        entries.set(id, entry);
      }
      entry.token = token;
      entry.wanted = draft;
      entry.failure = null;
      if (!entry.running) entry.running = drain(id, entry);
    },

    /** Without waiting: what is known of the campaign's saves, or undefined if nothing is. */
    state(id: string): SaveState | undefined {
      const entry = entries.get(id);
      return entry && { version: entry.version, failure: entry.failure, busy: entry.running !== null };
    },

    /** Waits until the campaign's queued drafts are written (or failed for good). */
    async settle(id: string): Promise<SaveState | undefined> {
      const entry = entries.get(id);
      while (entry?.running) await entry.running;
      return this.state(id);
    },

    /** A failure has been told and repaired (or a campaign left behind): nothing is remembered of it. */
    forget(id: string) {
      const entry = entries.get(id);
      if (entry && !entry.running) entries.delete(id);
    },

    /** Every campaign's queued drafts written: for shutdown and for tests. */
    async settled(): Promise<void> {
      for (;;) {
        const running = [...entries.values()].map((e) => e.running).filter((p) => p !== null);
        if (running.length === 0) return;
        await Promise.all(running);
      }
    },
  };
}

export type CampaignSaver = ReturnType<typeof createCampaignSaver>;
