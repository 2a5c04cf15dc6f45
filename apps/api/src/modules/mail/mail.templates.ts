import { PRODUCT_NAME } from '@northstar/shared/brand';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Plain text is the source; the HTML part is the same paragraphs, escaped, with links made clickable.
function compose(to: string, subject: string, paragraphs: string[]): MailMessage {
  const html = paragraphs
    .map((p) => {
      const escaped = escapeHtml(p).replace(
        /(https?:\/\/[^\s<]+)/g,
        (link) => `<a href="${link}">${link}</a>`,
      );
      return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return { to, subject, text: `${paragraphs.join('\n\n')}\n`, html };
}

interface Recipient {
  email: string;
  firstName: string;
}

export const approvalMail = (user: Recipient, appUrl: string) =>
  compose(user.email, `Your ${PRODUCT_NAME} account is approved`, [
    `Hello ${user.firstName},`,
    `Good news: our team has approved your ${PRODUCT_NAME} account. You can sign in now with the email address and password you registered with:`,
    `${appUrl}/login`,
    `The ${PRODUCT_NAME} team`,
  ]);

export const rejectionMail = (user: Recipient, reason: string) =>
  compose(user.email, `Your ${PRODUCT_NAME} registration`, [
    `Hello ${user.firstName},`,
    `Thank you for your interest in ${PRODUCT_NAME}. After review, our team could not approve your registration.`,
    `Reason: ${reason}`,
    'If you think this is a mistake, reply to this email.',
    `The ${PRODUCT_NAME} team`,
  ]);

export const passwordResetMail = (user: Recipient, resetLink: string, validMinutes: number) =>
  compose(user.email, `Reset your ${PRODUCT_NAME} password`, [
    `Hello ${user.firstName},`,
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
    resetLink,
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this email; your password stays unchanged.`,
    `The ${PRODUCT_NAME} team`,
  ]);
