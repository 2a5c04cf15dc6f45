import type { CounterStore } from '@northstar/server/counter-store';
import type { Db } from '@northstar/server/database';
import type { DeliverySource } from '@northstar/shared/sandbox';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import type { Mailer } from './modules/mail/mail.service.ts';

/** What every service is built from; routes never reach past their service. */
export interface ServiceContext {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  counters: CounterStore;
  log: FastifyBaseLogger;
  /** Where launched campaigns' delivery figures come from: the sandbox simulator (ADR 0009). */
  delivery: DeliverySource;
}
