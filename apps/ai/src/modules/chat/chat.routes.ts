import { AppError } from '@northstar/server/app-error';
import { fromContract, requestSchemasOf } from '@northstar/server/contract-route';
import { chatMessageLegacyRequestSchema, MODULE_CONTEXT_HEADER } from '@northstar/shared/chat';
import { aiChatRoutes as contract } from '@northstar/shared/contract/ai-chat';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
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

  // Paths and schemas come from the shared table (contract/ai-chat.ts); the replies are sent as built.
  app.route({
    ...requestSchemasOf(fromContract(contract.start)),
    onRequest: [authenticate, limitChat],
    handler: async (request, reply) => {
      checkModuleContext(request, request.body.moduleContext);
      const user = userOf(request);
      const result = await chat.start(user.id, request.body, user.token);
      return reply.code(201).send(result);
    },
  });

  const message = fromContract(contract.message);
  app.route({
    ...requestSchemasOf(message),
    // Older clients also send campaignStep and campaignState: accepted, never read.
    schema: { body: chatMessageLegacyRequestSchema },
    onRequest: [authenticate, limitChat],
    handler: async (request) => {
      checkModuleContext(request, request.body.moduleContext);
      const user = userOf(request);
      const { conversationId, message: text, moduleContext } = request.body;
      return chat.message(user.id, { conversationId, message: text, moduleContext }, user.token);
    },
  });

  // A static segment: the router tries it before `/ai/conversations/:id`.
  app.route({
    ...requestSchemasOf(fromContract(contract.latest)),
    onRequest: [authenticate],
    handler: async (request) => chat.latest(userOf(request).id, request.query.moduleContext),
  });

  app.route({
    ...requestSchemasOf(fromContract(contract.conversation)),
    onRequest: [authenticate],
    handler: async (request) => chat.conversation(userOf(request).id, request.params.id),
  });

  // The conversation keeps only the id of its holdout test; the API owns the test itself.
  app.route({
    ...requestSchemasOf(fromContract(contract.saveHoldoutTest)),
    onRequest: [authenticate, limitIncrementality],
    handler: async (request) => chat.saveIncrementality(userOf(request).id, request.params.id, request.body),
  });
};
