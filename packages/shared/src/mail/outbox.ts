import { z } from 'zod';
import { emailSchema } from '../auth/auth.ts';

// GET /admin/mail-outbox: the API's outbox of e-mails, for an admin (and `npm run mail:outbox`).
// Without MAIL_URL it is the local mailbox: every message the API would have sent.
export const mailStatusSchema = z.enum(['kept', 'queued', 'sent', 'failed']);

export const mailOutboxQuerySchema = z.strictObject({
  to: emailSchema.optional(),
  status: mailStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailOutboxResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type MailOutboxResponse = z.infer<typeof mailOutboxResponseSchema>;
