import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from '@northstar/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import { routeRateLimit } from '../../plugins/rate-limit.plugin.ts';
import { toPublicUser } from '../users/users.mapper.ts';
import { type AuthService, FORGOT_PASSWORD_MESSAGE, REGISTERED_MESSAGE } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: AppConfig }> = async (
  app,
  opts,
) => {
  const { auth, config } = opts;

  app.post(
    '/auth/register',
    {
      config: {
        rateLimit: routeRateLimit(
          config.rateLimits.register,
          'Too many registrations from this network. Please try again later.',
        ),
      },
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.register(request.body);
      return reply.status(201).send({ requiresApproval: true, message: REGISTERED_MESSAGE });
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request) => {
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
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await auth.logout(authOf(request).session.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: toPublicUser(authOf(request).user) }),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: {
        rateLimit: routeRateLimit(
          config.rateLimits.forgotPassword,
          'Too many requests. Please wait before requesting another reset.',
        ),
      },
      schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 202: messageResponseSchema } },
    },
    async (request, reply) => {
      await auth.forgotPassword(request.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await auth.resetPassword(request.body.token, request.body.password, request.ip);
      return reply.status(204).send();
    },
  );
};
