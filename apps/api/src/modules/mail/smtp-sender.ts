import { createTransport } from 'nodemailer';
import type { MailRow } from '../../db/schema.ts';

export interface MailSender {
  /** Resolves once the server accepted the message; throws what the server or the network said. */
  send(row: MailRow): Promise<void>;
  close(): void;
}

/** The domain of the From address, for Message-IDs (`Name <no-reply@example.com>` -> example.com). */
export const fromDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'northstar.local';

/**
 * The Message-ID is the outbox row's id: a message sent twice (a crash after the server accepted it,
 * before the row was marked) carries the same id both times, which mail servers and clients use to
 * drop the second copy.
 */
export const messageIdOf = (id: string, from: string) => `<${id}@${fromDomain(from)}>`;

/** `timeoutMs` limits each step: connecting, the greeting, and every wait on the socket. */
export function createSmtpSender(mailUrl: string, from: string, timeoutMs: number): MailSender {
  const transport = createTransport({
    url: mailUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(row) {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        messageId: messageIdOf(row.id, from),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * A refusal of this very message (5xx to its recipient or its content): retrying cannot help. Anything
 * else (refused connection, timeout, 4xx, a 5xx to the login) may pass later, so it is retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}
