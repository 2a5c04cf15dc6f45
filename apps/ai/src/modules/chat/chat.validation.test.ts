import { HUB_MODULE_ID } from '@northstar/shared/brand';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let api: FakeApi;
let t: TestApp;
let headers: Record<string, string>;
let conversationId: string;

beforeAll(async () => {
  api = await startFakeApi();
  t = await createTestApp({ fakeApi: api, env: { CHAT_RATE_LIMIT_PER_MINUTE: '100000' } });
  headers = t.user().headers;
  conversationId = (await t.start(headers)).json().conversation.conversationId;
});

afterAll(async () => {
  await t?.close();
  await api?.close();
});

const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/ai/chat/${url}`,
    headers: { ...headers, ...extra },
    payload: payload as Record<string, unknown>,
  });
const message = (fields: Record<string, unknown>) =>
  post('message', {
    conversationId,
    message: 'hello',
    moduleContext: HUB_MODULE_ID,
    campaignStep: 1,
    ...fields,
  });

async function expectValidationError(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_ERROR');
  expect(res.json().message).toEqual(res.json().error.message);
}

describe('chat message validation', () => {
  it('refuses an empty or whitespace-only message', async () => {
    await expectValidationError(await message({ message: '' }));
    await expectValidationError(await message({ message: '   \n\t ' }));
  });

  it('accepts 4000 characters and refuses 4001', async () => {
    expect((await message({ message: `Call it ${'x'.repeat(3992)}` })).statusCode).toBe(200);
    await expectValidationError(await message({ message: 'x'.repeat(4001) }));
  });

  it('refuses unknown fields, missing fields and wrong types', async () => {
    await expectValidationError(await message({ isAdmin: true }));
    await expectValidationError(
      await post('message', { conversationId, moduleContext: HUB_MODULE_ID, campaignStep: 1 }),
    );
    await expectValidationError(await message({ message: 42 }));
    await expectValidationError(await message({ campaignStep: 10 }));
    await expectValidationError(await message({ campaignStep: 'two' }));
    await expectValidationError(await message({ campaignState: 'not an object' }));
  });

  it('refuses a NUL character instead of failing at the database', async () => {
    await expectValidationError(await message({ message: 'Call it Null\u0000Byte' }));
  });

  it('refuses a module context over 64 characters or outside the module id form', async () => {
    const long = 'a'.repeat(65);
    await expectValidationError(
      await post('start', { moduleContext: long, initialMessage: 'hi' }, { 'x-module-context': long }),
    );
    await expectValidationError(
      await post(
        'start',
        { moduleContext: 'Hub Module!', initialMessage: 'hi' },
        { 'x-module-context': 'Hub Module!' },
      ),
    );
  });

  it('validates the start body strictly', async () => {
    await expectValidationError(await post('start', { moduleContext: HUB_MODULE_ID }));
    await expectValidationError(
      await post('start', { moduleContext: HUB_MODULE_ID, initialMessage: 'x'.repeat(4001) }),
    );
    await expectValidationError(
      await post('start', { moduleContext: HUB_MODULE_ID, initialMessage: 'hi', extra: 1 }),
    );
    await expectValidationError(
      await post('start', { moduleContext: HUB_MODULE_ID, initialMessage: 'hi', timezone: 'Mars/Olympus' }),
    );
    expect(
      (await post('start', { moduleContext: HUB_MODULE_ID, initialMessage: 'hi', timezone: 'Europe/Berlin' }))
        .statusCode,
    ).toBe(201);
  });

  it('answers non-JSON, broken JSON and oversized bodies with 4xx error bodies', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat/message',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat/message',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"conversationId":',
    });
    expect(broken.statusCode).toBe(400);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat/message',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"__proto__":{"isAdmin":true},"message":"hi"}',
    });
    expect(proto.statusCode).toBe(400);
    const huge = await message({ message: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('hostile input never causes a 500', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 100 }),
    fc.string({ unit: 'binary', maxLength: 100 }),
    fc.constantFrom(
      "'; drop table conversations; --",
      '{{constructor.constructor("return process")()}}',
      '<script>alert(1)</script>',
      '\u202e\u0000\ud800',
      'a'.repeat(4000),
      '$1e309 budget',
      'call it '.repeat(500),
    ),
  );

  it('answers hostile messages with 200 or 400, and the conversation keeps working', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        const res = await message({ message: text });
        expect([200, 400]).toContain(res.statusCode);
        if (res.statusCode === 200) expect(res.json().campaignStep).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
    expect((await message({ message: 'Call it Still Alive' })).statusCode).toBe(200);
  });

  it('answers hostile conversation ids and module contexts with 400 or 404', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (text, asId) => {
        const res = asId
          ? await message({ conversationId: text })
          : await post('start', { moduleContext: text, initialMessage: 'hi' });
        expect([400, 404]).toContain(res.statusCode);
      }),
      { numRuns: 40 },
    );
  });
});
