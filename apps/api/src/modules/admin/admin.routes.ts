import {
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  updateUserRequestSchema,
} from '@northstar/shared/admin';
import { pendingUsersResponseSchema, rejectUserRequestSchema } from '@northstar/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { userIdParams } from '../users/user-target.ts';
import type { AdminService } from './admin.service.ts';

const secured = { tags: ['admin'], security: [{ bearerAuth: [] }] };

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  // Every route here: 401 without a valid session, 403 for a non-admin.
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/admin/pending-users',
    { schema: { ...secured, response: { 200: pendingUsersResponseSchema } } },
    async () => ({ users: await admin.listPending() }),
  );

  app.post(
    '/admin/approve-user/:id',
    { schema: { ...secured, params: userIdParams, response: { 200: adminUserResponseSchema } } },
    async (request) => ({ user: await admin.approve(authOf(request).user, request.params.id) }),
  );

  app.post(
    '/admin/reject-user/:id',
    {
      schema: {
        ...secured,
        params: userIdParams,
        body: rejectUserRequestSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await admin.reject(authOf(request).user, request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/admin/users',
    {
      schema: { ...secured, querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } },
    },
    async (request) => admin.listUsers(request.query),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        ...secured,
        params: userIdParams,
        body: updateUserRequestSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await admin.updateUser(authOf(request).user, request.params.id, request.body),
    }),
  );
};
