import type { Db } from '@northstar/server/database';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailMessage } from './mail.templates.ts';
import { insertOutboxMail } from './outbox.repository.ts';

export interface Mailer {
  /** Queues a message; delivery runs in the background and a failure is only logged. */
  send(message: MailMessage): void;
  /** Resolves once every queued message was delivered or failed (shutdown, tests). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** smtp://... ; without it messages go to the mail_outbox table and the log. */
  mailUrl?: string | undefined;
  from: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.mailUrl
    ? createTransport({
        url: options.mailUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage) {
    if (transport) {
      await transport.sendMail({ from: options.from, ...message });
      options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await insertOutboxMail(options.db, message);
    // Without SMTP, the log line is how a local user finds the link that finishes a flow.
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    options.log.info(
      { to: message.to, subject: message.subject, links },
      `mail to ${message.to} kept in the outbox (no MAIL_URL): "${message.subject}" ${links.join(' ')}`,
    );
  }

  return {
    send(message) {
      const job = deliver(message)
        .catch((error: unknown) => {
          options.log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.drain();
      transport?.close();
    },
  };
}
