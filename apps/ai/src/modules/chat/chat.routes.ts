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

/** The caller's bearer token (already verified by `authenticate`), for the API reads made on their behalf. */
const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { chat, authenticate, limitChat } = options;
  // Zod validates these routes only; the plugin's encapsulation keeps the rest of the app as it is.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.post(
    '/ai/chat/start',
    { onRequest: [authenticate, limitChat], schema: { body: chatStartRequestSchema } },
    async (request, reply) => {
      checkModuleContext(request, request.body.moduleContext);
      const result = await chat.start(userOf(request).id, request.body);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/ai/chat/message',
    { onRequest: [authenticate, limitChat], schema: { body: chatMessageRequestSchema } },
    async (request) => {
      checkModuleContext(request, request.body.moduleContext);
      return chat.message(userOf(request).id, request.body, bearerOf(request));
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

  app.put(
    '/ai/conversations/:id/incrementality',
    {
      onRequest: [authenticate],
      schema: { params: conversationParams, body: conversationIncrementalitySchema },
    },
    async (request) => chat.saveIncrementality(userOf(request).id, request.params.id, request.body),
  );
};
