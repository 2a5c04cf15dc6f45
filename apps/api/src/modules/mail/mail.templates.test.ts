import { describe, expect, it } from 'vitest';
import { approvalMail, passwordResetMail, rejectionMail } from './mail.templates.ts';
import { singleLine, unlinkable } from './mail-text.ts';

// A name chosen to abuse our own e-mails: header and line injection (CR/LF), a right-to-left override
// that makes text read backwards, and a domain that mail clients would turn into a link.
const EVIL_NAME =
  'Bob\r\nBcc: victim@example.com\u202Emoc.live\u2066 visit evil.com or https://evil.com/login\u0007';
const user = { email: 'bob@example.com', firstName: EVIL_NAME };

/** Anything a mail client's linkifier would take: a scheme URL, www., or a name.tld domain. */
const LINKABLE = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|live)\b)/i;
/** Controls (line breaks of the plain text aside) and bidi marks, embeddings, overrides, isolates. */
const hasControlOrBidi = (text: string) =>
  /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(text.replace(/\n/g, ''));

const mails = [
  approvalMail(user, 'https://app.northstar.test'),
  rejectionMail(user, `Unverified company.\r\nSee evil.com\u202E`),
  passwordResetMail(user, 'https://app.northstar.test/reset-password?token=abc', 30),
];

describe('user text in e-mails', () => {
  it.each(mails)('keeps control and bidi characters out of "$subject"', (mail) => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(hasControlOrBidi(mail.subject)).toBe(false);
    expect(hasControlOrBidi(mail.text)).toBe(false);
    expect(hasControlOrBidi(mail.html)).toBe(false);
    // The name stays on its greeting line: no forged "Bcc:" line of its own.
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.text).toContain('Hello Bob Bcc: victim@');
  });

  it.each(mails)('never lets a name become a link in "$subject"', (mail) => {
    const greeting = mail.text.split('\n')[0] ?? '';
    expect(greeting).toContain('evil');
    expect(greeting).not.toMatch(LINKABLE);
    expect(greeting).not.toMatch(/evil\.com|victim@example\.com/);
    // In HTML the only links are our own, and the name's text is escaped and broken with &zwnj;.
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.every((href) => href?.startsWith('https://app.northstar.test/'))).toBe(true);
    expect(mail.html).toContain('evil.&zwnj;com');
    expect(mail.html).not.toMatch(/evil\.com/);
  });

  it('keeps our own links whole and clickable', () => {
    const reset = mails[2];
    expect(reset?.text).toContain('https://app.northstar.test/reset-password?token=abc');
    expect(reset?.html).toContain('<a href="https://app.northstar.test/reset-password?token=abc">');
  });

  it('keeps a multi-line reason readable but without control characters or links', () => {
    const rejection = mails[1];
    expect(rejection?.text).toContain('Reason: Unverified company.\nSee evil.\u200Ccom');
    expect(rejection?.html).toContain('Reason: Unverified company.<br>See evil.&zwnj;com');
  });

  it('leaves ordinary names as they are', () => {
    expect(singleLine('  Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(unlinkable('Zoë O’Brien-Smith')).toBe('Zoë O’Brien-Smith');
    expect(approvalMail({ email: 'a@b.test', firstName: 'Ada' }, 'https://x.test').text).toMatch(
      /^Hello Ada,/,
    );
  });
});
