import { preferencesResponseSchema, profileResponseSchema } from '@northstar/shared/account';
import {
  changePasswordRequestSchema,
  profileSchema,
  updatePreferencesRequestSchema,
} from '@northstar/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { storedPreferences, toPublicUser } from './users.mapper.ts';
import type { UsersService } from './users.service.ts';

// Not z.uuid(): a malformed id is answered like any unknown id (403 for users, 404 for admins).
const userParams = z.strictObject({ id: z.string().min(1).max(64) });
const secured = { tags: ['users'], security: [{ bearerAuth: [] }], params: userParams };

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

  app.post(
    '/users/:id/password',
    { schema: { ...secured, body: changePasswordRequestSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await users.changePassword(authOf(request).user, request.params.id, currentPassword, newPassword);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/:id/sessions/revoke-all',
    { schema: { ...secured, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await users.revokeAllSessions(authOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  );
};
