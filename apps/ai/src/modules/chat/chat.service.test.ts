import type { TestDatabase } from '@northstar/server/test-database';
import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../../test/test-db.ts';
import { createChatService } from './chat.service.ts';
import { type ChatEngine, createChatEngine } from './chat-engine.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await freshTestDatabase();
});

afterAll(async () => {
  await db?.dispose();
});

/** The planner, except that its first `count` replies wait until all of them have been asked for. */
function engineWithBarrier(count: number): ChatEngine & { replies: number } {
  const planner = createChatEngine({ assistant: null, timeoutMs: 0 });
  let waiting: (() => void)[] = [];
  const engine = {
    mode: planner.mode,
    replies: 0,
    start: planner.start,
    async reply(...args: Parameters<ChatEngine['reply']>) {
      engine.replies += 1;
      if (engine.replies <= count) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === count) {
            for (const release of waiting) release();
            waiting = [];
          }
        });
      }
      return planner.reply(...args);
    },
  };
  return engine;
}

describe('concurrent messages to one conversation', () => {
  it('never loses an exchange: the one that lost the race is recomputed on the saved state', async () => {
    const engine = engineWithBarrier(2);
    const chat = createChatService({ db: db.database.db, engine });
    const userId = 'user-concurrent';
    const started = await chat.start(userId, { moduleContext: HUB_MODULE_ID, initialMessage: 'Hello' });
    const conversationId = started.conversation.conversationId;
    const send = (message: string) =>
      chat.message(userId, { conversationId, message, moduleContext: HUB_MODULE_ID });

    // Both read the same stored version before either saves.
    const [a, b] = await Promise.all([send('Call it Twin Peaks'), send('The objective is leads')]);
    expect(engine.replies).toBe(3);
    expect(a.messageId).not.toBe(b.messageId);

    const restored = await chat.conversation(userId, conversationId);
    expect(restored.conversation.campaignState).toMatchObject({
      campaignName: 'Twin Peaks',
      objective: 'leads',
    });
    expect(restored.messages).toHaveLength(3 + 4);
    expect(restored.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(
      expect.arrayContaining(['Call it Twin Peaks', 'The objective is leads']),
    );
  });
});

describe('several instances on one database', () => {
  it('builds on the stored state even when this instance’s copy is stale', async () => {
    const planner = () => createChatEngine({ assistant: null, timeoutMs: 0 });
    const a = createChatService({ db: db.database.db, engine: planner() });
    const b = createChatService({ db: db.database.db, engine: planner() });
    const userId = 'user-two-instances';
    const { conversationId } = (
      await a.start(userId, { moduleContext: HUB_MODULE_ID, initialMessage: 'Hello' })
    ).conversation;
    const send = (via: typeof a, message: string) =>
      via.message(userId, { conversationId, message, moduleContext: HUB_MODULE_ID });

    await send(a, 'Call it Relay');
    // B saves after A: A's remembered copy is now one version behind.
    await send(b, 'The objective is leads');
    const last = await send(a, 'The industry is retail');

    expect(last.campaignState).toMatchObject({
      campaignName: 'Relay',
      objective: 'leads',
      industry: 'retail',
    });
    const restored = await b.conversation(userId, conversationId);
    expect(restored.messages).toHaveLength(3 + 6);
    expect(restored.conversation.campaignState).toEqual(last.campaignState);
  });
});
