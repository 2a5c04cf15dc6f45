import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message, quoted-printable undone. */
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on localhost (a free port unless given) that keeps every message it receives. */
export async function startSmtpSink(port = 0, options: { refuse?: string[] } = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // 550 to the addresses in `refuse`, as a server does to a recipient it does not know.
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.includes(address.address)) return callback();
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const bound = (smtp.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    /** The messages whose Message-ID header is `messageId`. */
    withMessageId: (messageId: string) =>
      received.filter((m) =>
        m.raw.split(/\r?\n/).some((line) => line.toLowerCase() === `message-id: ${messageId}`.toLowerCase()),
      ),
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
