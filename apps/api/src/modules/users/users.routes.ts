import {
  preferencesResponseSchema,
  profileResponseSchema,
  profileSchema,
  updatePreferencesRequestSchema,
} from '@northstar/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { userIdParams } from './user-target.ts';
import { storedPreferences, toPublicUser } from './users.mapper.ts';
import type { UsersService } from './users.service.ts';

const secured = { tags: ['users'], security: [{ bearerAuth: [] }], params: userIdParams };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('preHandler', app.authenticate);

  app.put(
    '/users/:id/preferences',
    {
      schema: {
        ...secured,
        body: updatePreferencesRequestSchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => {
      const merged = await users.updatePreferences(
        authOf(request).user,
        request.params.id,
        request.body.preferences,
      );
      return { preferences: storedPreferences(merged) };
    },
  );

  app.put(
    '/users/:id/profile',
    { schema: { ...secured, body: profileSchema, response: { 200: profileResponseSchema } } },
    async (request) => {
      const user = await users.updateProfile(authOf(request).user, request.params.id, request.body);
      return { user: toPublicUser(user) };
    },
  );
};
