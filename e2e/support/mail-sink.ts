// A real SMTP server on loopback that keeps every message it receives and lists them over HTTP,
// so the journeys can follow the links the API e-mails.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { E2E_PORTS } from './ports.ts';

interface StoredMail {
  to: string[];
  raw: string;
  text: string;
  receivedAt: string;
}

const mails: StoredMail[] = [];

// Nodemailer sends text parts quoted-printable; undo soft breaks and =XX escapes to recover links.
export function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      mails.push({ to, raw, text: decodeQuotedPrintable(raw), receivedAt: new Date().toISOString() });
      callback();
    });
  },
});
smtp.listen(E2E_PORTS.smtp, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? mails.filter((m) => m.to.includes(to)) : mails;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(list));
}).listen(E2E_PORTS.mailbox, '127.0.0.1', () => {
  console.log(`mail sink: smtp ${E2E_PORTS.smtp}, mailbox http ${E2E_PORTS.mailbox}`);
});
