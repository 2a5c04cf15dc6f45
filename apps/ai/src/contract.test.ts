import { chatMessageLegacyRequestSchema } from '@northstar/shared/chat';
import { type RouteDefinition, routeKey } from '@northstar/shared/contract';
import { aiChatRoutes } from '@northstar/shared/contract/ai-chat';
import { describe, expect, it } from 'vitest';
import { appWithFakeApi } from './test/test-app.ts';

// The AI service and the shared chat table agree (docs/adr/0024-route-table.md): each table route is
// registered with its request schemas, each /ai route is in the table, and the test apps check every
// success answer of the chat routes against the table (test/test-app.ts), so the chat tests prove them.

const BASE = '/api/v1';
const table: RouteDefinition[] = Object.values(aiChatRoutes);

const env = appWithFakeApi();
describe('the AI chat route table', () => {
  it('registers every route of the table, with its request schemas', () => {
    for (const route of table) {
      const registered = env.t.routes.filter((r) => r.method === route.method && r.url === BASE + route.path);
      expect(registered, routeKey(route)).toHaveLength(1);
      const [{ contract, schema }] = registered as [(typeof registered)[number]];
      expect(contract, routeKey(route)).toBe(route);
      expect(schema?.params, routeKey(route)).toBe(route.params);
      expect(schema?.querystring, routeKey(route)).toBe(route.query);
      // The message route also accepts the fields older clients send (and reads none of them).
      const body = route.path === aiChatRoutes.message.path ? chatMessageLegacyRequestSchema : route.body;
      expect(schema?.body, routeKey(route)).toBe(body);
    }
  });

  it('has every /ai route the service registers', () => {
    const tableKeys = new Set(table.map((route) => `${route.method} ${BASE}${route.path}`));
    const outside = env.t.routes
      .filter((r) => r.url.startsWith(`${BASE}/ai/`))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !tableKeys.has(key));
    expect(outside).toEqual([]);
  });

  it('asks the client for nothing the service does not read', () => {
    expect(Object.keys(aiChatRoutes.message.body.shape).sort()).toEqual([
      'conversationId',
      'message',
      'moduleContext',
    ]);
  });

  it('answers a chat turn with a body that fits the table', async () => {
    const alice = env.t.user();
    const started = await env.t.start(alice.headers);
    expect(started.statusCode).toBe(201);
    const conversationId = aiChatRoutes.start.responses[201].parse(started.json()).conversation
      .conversationId;
    // An older client's extra fields are still accepted.
    const reply = await env.t.send(alice.headers, conversationId, 'Hello', {
      campaignStep: 1,
      campaignState: { campaignName: 'ignored' },
    });
    expect(reply.statusCode).toBe(200);
    expect(aiChatRoutes.message.responses[200].safeParse(reply.json()).success).toBe(true);
  });
});
