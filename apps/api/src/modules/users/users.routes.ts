import { fromContract } from '@northstar/server/contract-route';
import { userRoutes as contract } from '@northstar/shared/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { storedPreferences, toPublicUser } from './users.mapper.ts';
import type { UsersService } from './users.service.ts';

const secured = { tags: ['users'], security: [{ bearerAuth: [] }] };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('preHandler', app.authenticate);

  app.route({
    ...fromContract(contract.preferences, secured),
    handler: async (request) => {
      const merged = await users.updatePreferences(
        authOf(request).user,
        request.params.id,
        request.body.preferences,
      );
      return { preferences: storedPreferences(merged) };
    },
  });

  app.route({
    ...fromContract(contract.profile, secured),
    handler: async (request) => {
      const user = await users.updateProfile(authOf(request).user, request.params.id, request.body);
      return { user: toPublicUser(user) };
    },
  });
};
