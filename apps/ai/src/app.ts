import type { Database } from '@northstar/server/database';
import { registerHttpFoundation } from '@northstar/server/http-foundation';
import { buildLoggerOptions } from '@northstar/server/log-redaction';
import { jsonResponseHeaders } from '@northstar/server/security-headers';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type Authenticator, createApiAuthenticator } from './auth/authenticator.ts';
import type { AiConfig } from './config/env.ts';
import { type CampaignSaver, createCampaignSaver } from './modules/chat/campaign-saver.ts';
import { type CampaignStore, createHttpCampaignStore } from './modules/chat/campaign-store.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createChatEngine } from './modules/chat/chat-engine.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createInsightsReader } from './modules/insights/insights-reader.ts';
import { registerAuth } from './plugins/auth.plugin.ts';
import { type ChatRateLimitOptions, registerChatRateLimit } from './plugins/chat-rate-limit.plugin.ts';
import { createConfiguredAssistant, type LlmAssistant } from './providers/llm-assistant.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;
const RATE_WINDOW_MS = 60_000;

export interface AppDeps {
  database: Database;
  /** Defaults to the API's JWKS plus the session check against the API (config.apiUrl). */
  authenticator?: Authenticator;
  /** undefined: from config (AI_PROVIDER...); null: the planner alone. */
  assistant?: LlmAssistant | null;
  /** Shared rate-limit counters for several instances. */
  redis?: Redis | undefined;
  /** Tests shorten how long a Redis outage waits and how soon Redis is tried again. */
  redisBreaker?: ChatRateLimitOptions['redisBreaker'];
  now?: () => Date;
  /** Defaults to the API's campaign routes at config.apiUrl, called with the user's token. */
  campaigns?: CampaignStore;
  /** Writes campaign changes behind the reply; tests pass their own to wait for it (`settled`). */
  campaignSaver?: CampaignSaver;
}

export interface BuildAppOptions {
  /** Overrides the logger (tests pass false to keep output quiet). */
  logger?: boolean;
  /** Where the log lines go (stdout without it); tests read them. */
  logStream?: { write(line: string): void };
  /** Hooks that must see every route, added before any is registered: the tests' contract checks. */
  beforeRoutes?: (app: FastifyInstance) => void;
}

/** The whole AI service as a Fastify instance, not listening: server.ts listens, tests inject. */
export async function buildApp(
  config: AiConfig,
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets never reach a line: URLs, headers, body fields and SQL parameters are redacted.
    logger:
      options.logger === false
        ? false
        : buildLoggerOptions({ level: config.logLevel, stream: options.logStream }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  options.beforeRoutes?.(app);

  await registerHttpFoundation(app, {
    corsOrigins: config.corsOrigins,
    jsonHeaders: jsonResponseHeaders(),
    instanceId: config.instanceId,
    jsonNotFound: true,
  });

  const authenticate = registerAuth(
    app,
    deps.authenticator ??
      createApiAuthenticator({ apiUrl: config.apiUrl, sessionCheckTtlMs: config.sessionCheckTtlMs }),
  );
  const { limitChat, limitIncrementality, redisStatus } = await registerChatRateLimit(app, {
    max: config.chatRateLimitPerMinute,
    incrementalityMax: config.incrementalityRateLimitPerMinute,
    windowMs: RATE_WINDOW_MS,
    redis: deps.redis,
    redisBreaker: deps.redisBreaker,
  });
  const assistant = deps.assistant === undefined ? createConfiguredAssistant(config.llm) : deps.assistant;
  const engine = createChatEngine({ assistant, timeoutMs: config.llmTimeoutMs, log: app.log });
  const insights = createInsightsReader({ apiUrl: config.apiUrl });
  const store = deps.campaigns ?? createHttpCampaignStore({ apiUrl: config.apiUrl });
  const saver = deps.campaignSaver ?? createCampaignSaver(store);
  // Queued campaign saves are written before the process goes (a restart would otherwise resave them).
  app.addHook('onClose', () => saver.settled());
  const chat = createChatService({
    db: deps.database.db,
    engine,
    campaigns: { store, saver },
    insights,
    ...(deps.now ? { now: deps.now } : {}),
  });

  // Only the database decides readiness; Redis, when configured, is reported (degraded, not fatal).
  const checkReady = async () => {
    await deps.database.ping();
    return redisStatus();
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { checkReady });
      await api.register(chatRoutes, { chat, authenticate, limitChat, limitIncrementality });
    },
    { prefix: '/api/v1' },
  );
  app.log.info({ engine: engine.mode }, 'chat engine');
  return app;
}
