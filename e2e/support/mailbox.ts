import { expect } from '@playwright/test';
import { MAILBOX_URL } from './ports.ts';

interface Mail {
  to: string[];
  text: string;
}

/** Waits for the newest e-mail to `to` whose text matches `pattern`, and returns its decoded text. */
export async function waitForMail(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAILBOX_URL}/?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        found = mails.reverse().find((m) => pattern.test(m.text))?.text ?? '';
        return found;
      },
      { timeout: 15_000, message: `an e-mail to ${to} matching ${pattern}` },
    )
    .not.toBe('');
  return found;
}

/** Waits for such an e-mail and returns the first link in it. */
export async function waitForMailLink(to: string, pattern: RegExp): Promise<string> {
  const text = await waitForMail(to, pattern);
  const link = text.match(/https?:\/\/[^\s"<>]+/)?.[0];
  expect(link, `a link in the e-mail to ${to}`).toBeTruthy();
  return link as string;
}
