import { fromContract } from '@northstar/server/contract-route';
import { userRoutes as contract } from '@northstar/shared/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { CredentialsService } from './credentials.service.ts';

const secured = { tags: ['users'], security: [{ bearerAuth: [] }] };

/** The account's password and sessions, under the account's own `/users/:id` path. */
export const credentialsRoutes: FastifyPluginAsyncZod<{ credentials: CredentialsService }> = async (
  app,
  { credentials },
) => {
  app.addHook('preHandler', app.authenticate);

  app.route({
    ...fromContract(contract.changePassword, secured),
    handler: async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await credentials.changePassword(authOf(request).user, request.params.id, currentPassword, newPassword);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(contract.revokeAllSessions, secured),
    handler: async (request, reply) => {
      await credentials.revokeAllSessions(authOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  });
};
