import type { TestDatabase } from '@northstar/server/test-database';
import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema.ts';
import { freshTestDatabase } from '../../test/test-db.ts';
import { createChatService } from './chat.service.ts';
import { createChatEngine } from './chat-engine.ts';

// Each assistant reply stores how the planner decided it (docs/planner.md, "Trace"): the act, the
// recogniser's spans, the policy row and the draft paths changed. It stays on the server.

let db: TestDatabase;

beforeAll(async () => {
  db = await freshTestDatabase();
});

afterAll(async () => {
  await db?.dispose();
});

describe('the trace of a reply', () => {
  it('is stored with the assistant message, names the policy row, and is not in the response', async () => {
    const chat = createChatService({
      db: db.database.db,
      engine: createChatEngine({ assistant: null, timeoutMs: 0 }),
    });
    const userId = 'user-trace';
    const started = await chat.start(userId, { moduleContext: HUB_MODULE_ID, initialMessage: 'Hello' });
    const conversationId = started.conversation.conversationId;
    const reply = await chat.message(userId, {
      conversationId,
      message: 'Call it Harbour Lights, budget $25,000',
      moduleContext: HUB_MODULE_ID,
    });
    expect(JSON.stringify(reply)).not.toContain('"trace"');
    const restored = await chat.conversation(userId, conversationId);
    expect(JSON.stringify(restored)).not.toContain('"trace"');

    const rows = await db.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const assistant = rows.find((r) => r.id === reply.messageId);
    expect(assistant?.trace).toMatchObject({
      act: 'statement',
      row: 'statement-with-changes',
      patch: expect.arrayContaining(['campaignName', 'budget.totalBudget']),
      spans: expect.arrayContaining([{ kind: 'money', text: '$25,000' }]),
    });
    // The user's own message carries no trace; the first reply (to "Hello") carries its own.
    expect(rows.filter((r) => r.role === 'user').every((r) => r.trace === null)).toBe(true);
    const greeting = rows.find((r) => r.role === 'assistant' && (r.trace as { act?: string } | null)?.act);
    expect(greeting?.trace).toMatchObject({ act: 'smalltalk', row: 'small-talk', patch: [] });
  });
});
