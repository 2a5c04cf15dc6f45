import { fromContract } from '@northstar/server/contract-route';
import { authRoutes as contract } from '@northstar/shared/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import { routeRateLimit } from '../../plugins/rate-limit.plugin.ts';
import { toPublicUser } from '../users/users.mapper.ts';
import { type AuthService, FORGOT_PASSWORD_MESSAGE, REGISTERED_MESSAGE } from './auth.service.ts';

const docs = { tags: ['auth'] };
const secured = { ...docs, security: [{ bearerAuth: [] }] };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: AppConfig }> = async (
  app,
  opts,
) => {
  const { auth, config } = opts;

  app.route({
    ...fromContract(contract.register, docs, {
      rateLimit: routeRateLimit(
        config.rateLimits.register,
        'Too many registrations from this network. Please try again later.',
      ),
    }),
    handler: async (request, reply) => {
      await auth.register(request.body);
      return reply.status(201).send({ requiresApproval: true, message: REGISTERED_MESSAGE });
    },
  });

  app.route({
    ...fromContract(contract.login, docs),
    handler: async (request) => {
      const { user, session, previousSignInAt } = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const accessToken = app.issueAccessToken(session, user);
      return {
        user: toPublicUser(user),
        tokens: {
          accessToken,
          access_token: accessToken,
          tokenType: 'Bearer' as const,
          expiresAt: session.expiresAt.toISOString(),
        },
        previousSignInAt: previousSignInAt?.toISOString() ?? null,
      };
    },
  });

  app.route({
    ...fromContract(contract.logout, secured),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      await auth.logout(authOf(request).session.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(contract.me, secured),
    preHandler: app.authenticate,
    handler: async (request) => ({ user: toPublicUser(authOf(request).user) }),
  });

  app.route({
    ...fromContract(contract.forgotPassword, docs, {
      rateLimit: routeRateLimit(
        config.rateLimits.forgotPassword,
        'Too many requests. Please wait before requesting another reset.',
      ),
    }),
    handler: async (request, reply) => {
      await auth.forgotPassword(request.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  });

  app.route({
    ...fromContract(contract.resetPassword, docs),
    handler: async (request, reply) => {
      await auth.resetPassword(request.body.token, request.body.password, request.ip);
      return reply.status(204).send();
    },
  });
};
