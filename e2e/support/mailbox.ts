import { expect } from '@playwright/test';
import { MAILBOX_URL } from './ports.ts';

interface Mail {
  to: string[];
  text: string;
}

/** Waits for an e-mail to `to` whose text matches `pattern`, and returns the first link in it. */
export async function waitForMailLink(to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAILBOX_URL}/?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        const mail = mails.reverse().find((m) => pattern.test(m.text));
        link = mail?.text.match(/https?:\/\/[^\s"<>]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000, message: `an e-mail to ${to} matching ${pattern}` },
    )
    .not.toBe('');
  return link;
}
