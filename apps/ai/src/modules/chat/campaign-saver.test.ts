import { createDraft } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { createCampaignSaver } from './campaign-saver.ts';
import type { CampaignStore, StoredCampaign, StoreResult } from './campaign-store.ts';

// The saver behind the reply (ADR 0016): one PUT at a time per campaign, the newest draft next, a stale
// version repaired only when the server holds our own write, a conflict never written over.

const named = (campaignName: string): CampaignDraft => ({
  ...createDraft({ now: new Date() }),
  campaignName,
});

/** One campaign in memory; each update can be held until `release()`. */
function memoryStore(initial: CampaignDraft) {
  const row: StoredCampaign = {
    id: 'c1',
    version: 1,
    origin: 'assistant',
    status: 'draft',
    channelType: 'search',
    launchedAt: null,
    draft: initial,
  };
  const puts: { name: string; version: number | null }[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  const snapshot = (): StoreResult => ({ ok: true, campaign: structuredClone(row) });
  const store: CampaignStore = {
    create: async () => snapshot(),
    get: async () => snapshot(),
    launch: async () => snapshot(),
    async update(_token, _id, draft, version) {
      puts.push({ name: draft.campaignName, version });
      if (gate) await gate;
      if (version !== row.version) return { ok: false, kind: 'conflict' };
      Object.assign(row, { draft, version: row.version + 1 });
      return snapshot();
    },
  };
  return {
    row,
    puts,
    store,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}

describe('the campaign saver', () => {
  it('coalesces drafts queued while a PUT runs into one more PUT with the version it returned', async () => {
    const m = memoryStore(named('A'));
    const saver = createCampaignSaver(m.store, { retryDelaysMs: [] });
    saver.track('token', structuredClone(m.row));
    m.hold();
    saver.save('token', 'c1', named('B'), 1, named('A'));
    saver.save('token', 'c1', named('C'), 1, named('A'));
    saver.save('token', 'c1', named('D'), 1, named('A'));
    expect(saver.state('c1')?.busy).toBe(true);
    m.release();
    expect(await saver.settle('c1')).toEqual({ version: 3, failure: null, busy: false });
    expect(m.puts).toEqual([
      { name: 'B', version: 1 },
      { name: 'D', version: 2 },
    ]);
    expect(m.row.draft.campaignName).toBe('D');
  });

  it('repeats a write refused for a stale version when the server holds only its own earlier save', async () => {
    const m = memoryStore(named('A'));
    m.row.version = 4; // e.g. the save of a previous process landed after the conversation was stored
    const saver = createCampaignSaver(m.store, { retryDelaysMs: [] });
    saver.save('token', 'c1', named('B'), 3, named('A'));
    expect(await saver.settle('c1')).toEqual({ version: 5, failure: null, busy: false });
    expect(m.row.draft.campaignName).toBe('B');
  });

  it('never writes over a change made elsewhere: the conflict is kept for the next message', async () => {
    const m = memoryStore(named('A'));
    const saver = createCampaignSaver(m.store, { retryDelaysMs: [] });
    saver.track('token', structuredClone(m.row));
    Object.assign(m.row, { version: 2, draft: named('Renamed in the builder') });
    saver.save('token', 'c1', named('B'), 1, named('A'));
    expect((await saver.settle('c1'))?.failure).toEqual({ ok: false, kind: 'conflict' });
    expect(m.row.draft.campaignName).toBe('Renamed in the builder');
  });

  it('retries an unreachable API, then keeps the failure', async () => {
    const m = memoryStore(named('A'));
    let calls = 0;
    const down: CampaignStore = {
      ...m.store,
      update: async () => {
        calls += 1;
        return { ok: false, kind: 'unavailable' };
      },
    };
    const saver = createCampaignSaver(down, { retryDelaysMs: [1, 1] });
    saver.save('token', 'c1', named('B'), 1, named('A'));
    expect((await saver.settle('c1'))?.failure).toMatchObject({ kind: 'unavailable' });
    expect(calls).toBe(3);
  });
});
