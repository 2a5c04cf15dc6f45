import { changePasswordRequestSchema } from '@northstar/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { userIdParams } from '../users/user-target.ts';
import type { CredentialsService } from './credentials.service.ts';

const secured = { tags: ['users'], security: [{ bearerAuth: [] }], params: userIdParams };

/** The account's password and sessions, under the account's own `/users/:id` path. */
export const credentialsRoutes: FastifyPluginAsyncZod<{ credentials: CredentialsService }> = async (
  app,
  { credentials },
) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/users/:id/password',
    { schema: { ...secured, body: changePasswordRequestSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await credentials.changePassword(authOf(request).user, request.params.id, currentPassword, newPassword);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/:id/sessions/revoke-all',
    { schema: { ...secured, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await credentials.revokeAllSessions(authOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  );
};
