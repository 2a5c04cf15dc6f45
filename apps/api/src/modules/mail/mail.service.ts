import type { Database, Db } from '@northstar/server/database';
import { createJobLeader, type JobLeader } from '@northstar/server/job-leader';
import { schedulePeriodicJob } from '@northstar/server/periodic-job';
import type { FastifyInstance } from 'fastify';
import { MAIL_OUTBOX_LOCK_ID } from '../job-lock-ids.ts';
import type { MailMessage } from './mail.templates.ts';
import {
  claimDueMail,
  deleteFinishedMailBefore,
  insertOutboxMail,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
} from './outbox.repository.ts';
import { createSmtpSender, isPermanentRefusal, type MailSender } from './smtp-sender.ts';

/** Writes a message to the outbox inside the caller's transaction. */
export type QueueMail = (message: MailMessage) => Promise<void>;

export interface Mailer {
  /**
   * Runs `work` in one transaction; what it queues is committed with the change that caused it, or
   * not at all. After the commit the messages are sent at once; the outbox job retries any that fail.
   */
  transaction<T>(work: (tx: Db, queue: QueueMail) => Promise<T>): Promise<T>;
  /** Sends every message due at `now` (tests: after the sends under way have finished). */
  drain(now?: Date): Promise<void>;
}

export interface MailerOptions {
  /** smtp://... ; without it messages stay in the mail_outbox table (the local mailbox) and the log. */
  mailUrl?: string | undefined;
  from: string;
  /** How often the outbox job looks for due messages; 0 = only right after a commit (tests). */
  intervalMs: number;
  /** The SMTP client's limit on each step of a send; a row being sent is leased for 6 times it. */
  sendTimeoutMs: number;
  leader?: JobLeader;
  sender?: MailSender;
}

// Back-off after the nth failed attempt: 5 s, 10 s, 20 s, then 45 s at most, so a message is sent
// within 45 s plus one job interval of the SMTP server coming back (under a minute, see the ADR).
const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 45_000;
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

// A row being sent is leased for far longer than a send can take (connecting, the greeting and each
// socket wait time out at sendTimeoutMs), so no other run claims it meanwhile; a crash mid-send
// leaves the row to be claimed again when the lease runs out.
const LEASE_PER_TIMEOUT = 6;

// How long a sent (or permanently refused) message stays readable in the outbox (ADR 0019).
export const FINISHED_MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMailer(app: FastifyInstance, database: Database, options: MailerOptions): Mailer {
  const { db } = database;
  const { log } = app;
  const smtp = options.mailUrl
    ? (options.sender ?? createSmtpSender(options.mailUrl, options.from, options.sendTimeoutMs))
    : undefined;
  const leaseMs = LEASE_PER_TIMEOUT * options.sendTimeoutMs;

  /** Sends due rows one by one until none is left or the server fails (the rest wait for the next run). */
  async function deliverDue(sender: MailSender, now: Date) {
    const outcome = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      // `now` may be ahead of the clock (tests run the job at a later time); time never runs backwards.
      const at = new Date(Math.max(now.getTime(), Date.now()));
      const row = await claimDueMail(db, at, new Date(at.getTime() + leaseMs));
      if (!row) return outcome;
      try {
        await sender.send(row);
      } catch (error) {
        if (isPermanentRefusal(error)) {
          await markMailFailed(db, row.id, errorText(error));
          log.error({ err: error, mailId: row.id, to: row.to }, 'mail refused by the SMTP server');
          outcome.failed += 1;
          continue;
        }
        const failedAt = Math.max(now.getTime(), Date.now());
        const retryAt = new Date(failedAt + retryDelayMs(row.attempts));
        await scheduleMailRetry(db, row.id, retryAt, errorText(error));
        log.warn({ err: error, mailId: row.id, attempts: row.attempts, retryAt }, 'mail delivery failed');
        outcome.retrying += 1;
        return outcome;
      }
      await markMailSent(db, row.id, new Date());
      log.info({ mailId: row.id, to: row.to, subject: row.subject }, 'mail sent');
      outcome.sent += 1;
    }
  }

  let again = false;
  const job = smtp
    ? schedulePeriodicJob(app, {
        intervalMs: options.intervalMs,
        runWhenReady: true,
        leader: options.leader ?? createJobLeader(database, MAIL_OUTBOX_LOCK_ID),
        failureMessage: 'mail outbox run failed',
        run: async (now) => {
          let outcome = await deliverDue(smtp, now);
          // A commit during this run: look again, its message may have missed the first claim.
          while (again && outcome.retrying === 0) {
            again = false;
            outcome = await deliverDue(smtp, now);
          }
          const pruned = await deleteFinishedMailBefore(
            db,
            new Date(now.getTime() - FINISHED_MAIL_RETENTION_MS),
          );
          return { ...outcome, pruned };
        },
      })
    : undefined;
  app.addHook('onClose', async () => smtp?.close());

  const sendSoon = () => {
    again = true;
    job?.tick().catch((error: unknown) => log.warn({ err: error }, 'mail outbox run failed'));
  };

  const keptLocally = (message: MailMessage) => {
    // Without SMTP, the log line is how a local user finds the link that finishes a flow.
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    log.info(
      { to: message.to, subject: message.subject, links },
      `mail to ${message.to} kept in the outbox (no MAIL_URL): "${message.subject}" ${links.join(' ')}`,
    );
  };

  return {
    async transaction(work) {
      const queued: MailMessage[] = [];
      const result = await db.transaction((tx) =>
        work(tx, async (message) => {
          await insertOutboxMail(tx, message, smtp ? 'queued' : 'kept');
          queued.push(message);
        }),
      );
      if (queued.length > 0) {
        if (smtp) sendSoon();
        else queued.forEach(keptLocally);
      }
      return result;
    },
    async drain(now) {
      if (!job) return;
      await job.tick();
      await job.tick(now);
    },
  };
}
