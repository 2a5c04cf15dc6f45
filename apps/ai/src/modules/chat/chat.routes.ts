import { AppError } from '@northstar/server/app-error';
import {
  chatMessageRequestSchema,
  chatStartRequestSchema,
  conversationIncrementalitySchema,
  latestConversationQuerySchema,
  MODULE_CONTEXT_HEADER,
} from '@northstar/shared/chat';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthHook, userOf } from '../../plugins/auth.plugin.ts';
import type { ChatService } from './chat.service.ts';

interface ChatRoutesOptions {
  chat: ChatService;
  authenticate: AuthHook;
  /** Per-user limit on chat writes; runs after `authenticate`. */
  limitChat: (request: FastifyRequest) => Promise<void>;
  /** Per-user limit on saves of a conversation's holdout test id; runs after `authenticate`. */
  limitIncrementality: (request: FastifyRequest) => Promise<void>;
}

/** The X-Module-Context header is required and must name the same module as the body. */
function checkModuleContext(request: FastifyRequest, moduleContext: string) {
  const header = request.headers[MODULE_CONTEXT_HEADER];
  if (typeof header !== 'string' || header === '') {
    throw new AppError('BAD_REQUEST', 'The X-Module-Context header is required.');
  }
  if (header !== moduleContext) {
    throw new AppError('BAD_REQUEST', 'The X-Module-Context header must match moduleContext.');
  }
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { chat, authenticate, limitChat, limitIncrementality } = options;
  // Zod validates these routes only; the plugin's encapsulation keeps the rest of the app as it is.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.post(
    '/ai/chat/start',
    { onRequest: [authenticate, limitChat], schema: { body: chatStartRequestSchema } },
    async (request, reply) => {
      checkModuleContext(request, request.body.moduleContext);
      const user = userOf(request);
      const result = await chat.start(user.id, request.body, user.token);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/ai/chat/message',
    { onRequest: [authenticate, limitChat], schema: { body: chatMessageRequestSchema } },
    async (request) => {
      checkModuleContext(request, request.body.moduleContext);
      const user = userOf(request);
      return chat.message(user.id, request.body, user.token);
    },
  );

  const conversationParams = z.object({ id: z.string().max(100) });

  // A static segment: the router tries it before `/ai/conversations/:id`.
  app.get(
    '/ai/conversations/latest',
    { onRequest: [authenticate], schema: { querystring: latestConversationQuerySchema } },
    async (request) => chat.latest(userOf(request).id, request.query.moduleContext),
  );

  app.get(
    '/ai/conversations/:id',
    { onRequest: [authenticate], schema: { params: conversationParams } },
    async (request) => chat.conversation(userOf(request).id, request.params.id),
  );

  // The conversation keeps only the id of its holdout test; the API owns the test itself.
  app.put(
    '/ai/conversations/:id/incrementality',
    {
      onRequest: [authenticate, limitIncrementality],
      schema: { params: conversationParams, body: conversationIncrementalitySchema },
    },
    async (request) => chat.saveIncrementality(userOf(request).id, request.params.id, request.body),
  );
};
