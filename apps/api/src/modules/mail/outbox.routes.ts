import { fromContract } from '@northstar/server/contract-route';
import type { Db } from '@northstar/server/database';
import { adminRoutes } from '@northstar/shared/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutboxMail } from './outbox.repository.ts';

/**
 * The outbox for an admin, newest first: the local mailbox without MAIL_URL (the API holds the data
 * folder, so this is how `npm run mail:outbox` reads it), the delivery state of each message with it.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.requireAdmin);

  app.route({
    ...fromContract(adminRoutes.mailOutbox, { tags: ['admin'], security: [{ bearerAuth: [] }] }),
    handler: async (request) => {
      const rows = await listOutboxMail(db, request.query);
      return {
        mails: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          attempts: row.attempts,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          lastError: row.lastError,
        })),
      };
    },
  });
};
