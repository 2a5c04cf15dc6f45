import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import {
  type Exchange,
  type ExchangeMessage,
  insertConversation,
  listMessages,
} from './conversations.repository.ts';
import { createExchangeWriter } from './exchange-writer.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await freshTestDatabase();
});

afterAll(async () => {
  await db?.dispose();
});

const message = (role: ExchangeMessage['role'], content: string): ExchangeMessage => ({
  id: randomUUID(),
  role,
  content,
  campaignStep: 1,
  requiresApproval: false,
  approvalData: null,
});

async function conversation(): Promise<string> {
  const id = randomUUID();
  await insertConversation(db.database.db, {
    id,
    userId: 'writer-test',
    moduleContext: 'northstar-hub',
    plannerState: { step: 1 },
    currentStep: 1,
  });
  return id;
}

const exchange = (id: string, text: string, version = 0): Exchange => ({
  id,
  version,
  plannerState: { step: 2, said: text },
  currentStep: 2,
  messages: [message('user', text), message('assistant', `Reply to ${text}`)],
});

/** Counts the statements the database client runs from here on. */
function countStatements() {
  const client = (db.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  return vi.spyOn(client, 'query');
}

describe('exchange writer', () => {
  it('sends what arrives while a save runs as one statement, each exchange with its messages in order', async () => {
    const ids = await Promise.all([conversation(), conversation(), conversation()]);
    const writer = createExchangeWriter(db.database.db, { maxInFlight: 1 });
    const statements = countStatements();

    const saved = await Promise.all(ids.map((id, n) => writer.save(exchange(id, `message ${n}`))));

    expect(saved).toEqual([true, true, true]);
    // The first went out alone; the two that queued behind it went together.
    expect(statements).toHaveBeenCalledTimes(2);
    statements.mockRestore();
    for (const [n, id] of ids.entries()) {
      const stored = await listMessages(db.database.db, id, 10);
      expect(stored.map((m) => m.content)).toEqual([`message ${n}`, `Reply to message ${n}`]);
    }
  });

  it('saves one of two exchanges of a conversation read at the same version, and nothing of the other', async () => {
    const id = await conversation();
    const writer = createExchangeWriter(db.database.db, { maxInFlight: 1 });
    const blocker = writer.save(exchange(await conversation(), 'ahead'));

    // Both queue behind the first save and go out in one batch.
    const [first, second] = await Promise.all([
      writer.save(exchange(id, 'first')),
      writer.save(exchange(id, 'second')),
    ]);
    await blocker;

    expect([first, second].filter(Boolean)).toHaveLength(1);
    const winner = first ? 'first' : 'second';
    const stored = await listMessages(db.database.db, id, 10);
    expect(stored.map((m) => m.content)).toEqual([winner, `Reply to ${winner}`]);
    // The loser's version is gone: a save built on it loses too.
    expect(await writer.save(exchange(id, 'stale'))).toBe(false);
    expect(await writer.save(exchange(id, 'next', 1))).toBe(true);
  });

  it('fails only the exchange that cannot be stored, not the ones batched with it', async () => {
    const [good, bad] = await Promise.all([conversation(), conversation()]);
    const writer = createExchangeWriter(db.database.db, { maxInFlight: 1 });
    const blocker = writer.save(exchange(await conversation(), 'ahead'));
    const broken = {
      ...exchange(bad, 'broken'),
      messages: [{ ...message('user', 'x'), role: 'robot' as 'user' }],
    };

    const results = await Promise.allSettled([writer.save(exchange(good, 'fine')), writer.save(broken)]);
    await blocker;

    expect(results[0]).toEqual({ status: 'fulfilled', value: true });
    expect(results[1]?.status).toBe('rejected');
    expect((await listMessages(db.database.db, bad, 10)).length).toBe(0);
    expect((await listMessages(db.database.db, good, 10)).map((m) => m.content)).toEqual([
      'fine',
      'Reply to fine',
    ]);
  });
});
