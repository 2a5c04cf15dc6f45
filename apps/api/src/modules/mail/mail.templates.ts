import { PRODUCT_NAME } from '@northstar/shared/brand';
import { singleLine, userLine, userParagraph } from './mail-text.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Text we wrote (user values already passed through userLine/userParagraph), or one of our links. */
type Paragraph = string | { link: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Plain text is the source; the HTML part is the same paragraphs, escaped. Only our own links become
// <a> elements: text is never scanned for URLs, so nothing a user typed turns into a link.
function compose(to: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n');
  const html = paragraphs
    .map((p) => {
      if (typeof p !== 'string') return `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`;
      return `<p>${escapeHtml(p)
        .replace(/\u200C/g, '&zwnj;')
        .replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return { to, subject: singleLine(subject), text: `${text}\n`, html };
}

interface Recipient {
  email: string;
  firstName: string;
}

export const approvalMail = (user: Recipient, appUrl: string) =>
  compose(user.email, `Your ${PRODUCT_NAME} account is approved`, [
    `Hello ${userLine(user.firstName)},`,
    `Good news: our team has approved your ${PRODUCT_NAME} account. You can sign in now with the email address and password you registered with:`,
    { link: `${appUrl}/login` },
    `The ${PRODUCT_NAME} team`,
  ]);

export const rejectionMail = (user: Recipient, reason: string) =>
  compose(user.email, `Your ${PRODUCT_NAME} registration`, [
    `Hello ${userLine(user.firstName)},`,
    `Thank you for your interest in ${PRODUCT_NAME}. After review, our team could not approve your registration.`,
    `Reason: ${userParagraph(reason)}`,
    'If you think this is a mistake, reply to this email.',
    `The ${PRODUCT_NAME} team`,
  ]);

export const passwordResetMail = (user: Recipient, resetLink: string, validMinutes: number) =>
  compose(user.email, `Reset your ${PRODUCT_NAME} password`, [
    `Hello ${userLine(user.firstName)},`,
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
    { link: resetLink },
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this email; your password stays unchanged.`,
    `The ${PRODUCT_NAME} team`,
  ]);
