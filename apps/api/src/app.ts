import type { CounterStore } from '@northstar/server/counter-store';
import type { Database } from '@northstar/server/database';
import { registerHttpFoundation } from '@northstar/server/http-foundation';
import { buildLoggerOptions } from '@northstar/server/log-redaction';
import { jsonResponseHeaders } from '@northstar/server/security-headers';
import { createSharedCounters, type RedisBreakerOptions } from '@northstar/server/shared-counters';
import { type DeliverySource, sandboxDelivery } from '@northstar/shared/sandbox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { ServiceContext } from './app-context.ts';
import type { AppConfig } from './config/env.ts';
import type { SigningKeys } from './lib/signing-keys.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { credentialsRoutes } from './modules/auth/credentials.routes.ts';
import { createCredentialsService } from './modules/auth/credentials.service.ts';
import { scheduleExpiredAuthRowsCleanup } from './modules/auth/expired-auth-rows.ts';
import { campaignLifecycleRoutes } from './modules/campaign-lifecycle/campaign-lifecycle.routes.ts';
import { createCampaignLifecycle } from './modules/campaign-lifecycle/campaign-lifecycle.service.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { createCampaignsService } from './modules/campaigns/campaigns.service.ts';
import { type DeliveryJob, scheduleDeliveryJob } from './modules/delivery/delivery.job.ts';
import { forecastsRoutes } from './modules/forecasts/forecasts.routes.ts';
import { createForecastsService } from './modules/forecasts/forecasts.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { createTemplatesService } from './modules/templates/templates.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerAuth } from './plugins/auth.plugin.ts';
import { registerRateLimits } from './plugins/rate-limit.plugin.ts';
import { spaSecurityHeaders } from './plugins/security.plugin.ts';
import { registerSpa } from './plugins/static-spa.plugin.ts';
import { registerSwagger } from './plugins/swagger.plugin.ts';
import { userRateLimit } from './plugins/user-rate-limit.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDeps {
  database: Database;
  keys: SigningKeys;
  /** Shared counters for several instances; without it they live in this process. */
  redis?: Redis | undefined;
  counters?: CounterStore;
  /** Tests shorten how long a Redis outage waits and how soon Redis is tried again. */
  redisBreaker?: RedisBreakerOptions;
  /** Where the log lines go (stdout without it); tests read them. */
  logStream?: { write(line: string): void };
  /** Where delivery figures come from; the sandbox simulator unless a test brings another. */
  delivery?: DeliverySource;
  /** Hooks that must see every route, added before any is registered: the tests' contract checks. */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** More routes under /api/v1: only the bench's entry point (bench/bench-server.ts) brings any. */
  extraRoutes?: FastifyPluginAsync<{ db: Database['db']; delivery: DeliverySource }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The sandbox delivery job (tests tick it by hand; SANDBOX_TICK_SECONDS schedules it). */
    deliveryJob: DeliveryJob;
  }
}

/** The whole API as a Fastify instance, not listening: server.ts listens, tests inject. */
export async function buildApp(config: AppConfig, deps: AppDeps) {
  const app = Fastify({
    // Secrets never reach a line: URLs, headers, body fields and SQL parameters are redacted.
    logger: buildLoggerOptions({ level: config.logLevel, stream: deps.logStream }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  deps.beforeRoutes?.(app);
  await registerHttpFoundation(app, {
    corsOrigins: config.corsOrigins,
    jsonHeaders: jsonResponseHeaders({ crossOriginResourcePolicy: 'same-site' }),
    documentHeaders: spaSecurityHeaders(config),
    instanceId: config.instanceId,
  });
  const { counters, rateLimitStore, redisStatus } = createSharedCounters({
    redis: deps.redis,
    prefix: config.redisPrefix,
    rateLimitNamespace: 'rl:',
    fallback: 'rate limits and the login throttle count on each instance alone',
    log: app.log,
    counters: deps.counters,
    breaker: deps.redisBreaker,
  });
  await registerRateLimits(app, { store: rateLimitStore });
  await registerSwagger(app);
  const db = deps.database.db;
  await registerAuth(app, { db, keys: deps.keys });

  const mailer = createMailer(app, deps.database, {
    mailUrl: config.mailUrl,
    from: config.mailFrom,
    intervalMs: config.mailOutboxSeconds * 1000,
    sendTimeoutMs: config.mailSendTimeoutSeconds * 1000,
  });
  const delivery = deps.delivery ?? sandboxDelivery;
  const ctx: ServiceContext = { db, config, mailer, counters, log: app.log, delivery };
  app.decorate('mailer', mailer);
  app.decorate('deliveryJob', scheduleDeliveryJob(app, deps.database, delivery, config.sandboxTickSeconds));
  scheduleExpiredAuthRowsCleanup(app, deps.database, config.sessionCleanupSeconds * 1000);

  // Only the database decides readiness; a Redis outage is reported, not fatal (limits go per instance).
  const checkReady = async () => {
    await deps.database.ping();
    return redisStatus();
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { checkReady });
      await api.register(authRoutes, { auth: createAuthService(ctx), config });
      await api.register(usersRoutes, { users: createUsersService(ctx) });
      await api.register(credentialsRoutes, { credentials: createCredentialsService(ctx) });
      await api.register(adminRoutes, { admin: createAdminService(ctx) });
      await api.register(outboxRoutes, { db });
      // The life-cycle builds on the campaign resource; the resource gets its launch step handed in.
      const lifecycle = createCampaignLifecycle({ db, delivery });
      const campaigns = createCampaignsService(ctx, { markLaunched: lifecycle.markLaunched });
      // One allowance for every route that makes a campaign (create, duplicate, a template's "use").
      const limitCampaignCreate = userRateLimit(
        api,
        'campaign-create',
        config.rateLimits.campaignCreate,
        'Too many new campaigns at once. Please wait a moment and try again.',
      );
      await api.register(campaignsRoutes, { campaigns, limitCampaignCreate });
      await api.register(campaignLifecycleRoutes, {
        lifecycle,
        campaigns,
        testStartLimit: config.rateLimits.incrementality,
      });
      await api.register(templatesRoutes, {
        templates: createTemplatesService(ctx, { campaigns }),
        limitCampaignCreate,
      });
      await api.register(analyticsRoutes, { analytics: createAnalyticsService(ctx) });
      await api.register(forecastsRoutes, { forecasts: createForecastsService(ctx) });
      if (deps.extraRoutes) await api.register(deps.extraRoutes, { db, delivery });
    },
    { prefix: '/api/v1' },
  );
  await registerSpa(app, { distDir: config.webDistDir });
  return app;
}

export type App = FastifyInstance;
