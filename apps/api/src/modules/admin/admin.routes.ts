import { fromContract } from '@northstar/server/contract-route';
import { adminRoutes as contract } from '@northstar/shared/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { AdminService } from './admin.service.ts';

const secured = { tags: ['admin'], security: [{ bearerAuth: [] }] };

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  // Every route here: 401 without a valid session, 403 for a non-admin.
  app.addHook('preHandler', app.requireAdmin);

  app.route({
    ...fromContract(contract.pendingUsers, secured),
    handler: async () => ({ users: await admin.listPending() }),
  });

  app.route({
    ...fromContract(contract.approveUser, secured),
    handler: async (request) => ({ user: await admin.approve(authOf(request).user, request.params.id) }),
  });

  app.route({
    ...fromContract(contract.rejectUser, secured),
    handler: async (request) => ({
      user: await admin.reject(authOf(request).user, request.params.id, request.body.reason),
    }),
  });

  app.route({
    ...fromContract(contract.users, secured),
    handler: async (request) => admin.listUsers(request.query),
  });

  app.route({
    ...fromContract(contract.updateUser, secured),
    handler: async (request) => ({
      user: await admin.updateUser(authOf(request).user, request.params.id, request.body),
    }),
  });
};
