// `npm run mail:outbox [-- --to someone@example.com] [--limit 20]`: the API's outbox of e-mails (the
// local mailbox when MAIL_URL is unset), read through the running API, which holds the data folder.
// Signs in as ADMIN_EMAIL with ADMIN_PASSWORD, or asks for the password.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { localAddress } from './lib/process.mjs';

const { values } = parseArgs({
  options: { to: { type: 'string' }, limit: { type: 'string', default: '10' }, status: { type: 'string' } },
});
const apiUrl = (
  process.env.API_URL || `http://${localAddress(process.env.HOST)}:${process.env.PORT || '3000'}`
).replace(/\/+$/, '');
const email = process.env.ADMIN_EMAIL || 'admin@northstar.local';

/** Reads a line from the terminal without echoing it. */
function askHidden(question) {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  rl._writeToOutput = (text) => {
    if (text.startsWith(question)) rl.output.write(text);
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function call(path, init = {}) {
  let res;
  try {
    res = await fetch(`${apiUrl}/api/v1${path}`, init);
  } catch {
    throw new Error(`No API answered at ${apiUrl}: start it with \`npm start\` (or set API_URL).`);
  }
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.message ?? ''}`.trim());
  return body;
}

async function main() {
  const password = process.env.ADMIN_PASSWORD || (await askHidden(`Password of ${email}: `));
  const login = await call('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const query = new URLSearchParams({ limit: values.limit });
  if (values.to) query.set('to', values.to);
  if (values.status) query.set('status', values.status);
  const { mails } = await call(`/admin/mail-outbox?${query}`, {
    headers: { authorization: `Bearer ${login.tokens.accessToken}` },
  });
  if (mails.length === 0) console.log('The outbox is empty.');
  // Oldest first, so the newest message ends up next to the prompt.
  for (const mail of [...mails].reverse()) {
    const state =
      mail.status === 'kept' ? 'kept (no MAIL_URL)' : `${mail.status}, ${mail.attempts} attempt(s)`;
    console.log(
      `\n── ${mail.createdAt}  to ${mail.to}  [${state}]\nSubject: ${mail.subject}\n\n${mail.text.trim()}`,
    );
    if (mail.lastError) console.log(`Last error: ${mail.lastError}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
