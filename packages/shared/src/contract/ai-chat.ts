import { z } from 'zod';
import {
  chatMessageRequestSchema,
  chatReplySchema,
  chatStartRequestSchema,
  chatStartResponseSchema,
  conversationIncrementalitySchema,
  conversationResponseSchema,
  incrementalityUpdateResponseSchema,
  latestConversationQuerySchema,
} from '../chat/chat.ts';
import { defineRoute } from './route.ts';

// Any string up to 100: an id that is not one of the caller's conversations is a 404, not a 400.
const conversationParamsSchema = z.object({ id: z.string().max(100) });

/**
 * The AI service's chat (docs/product.md#chat-contract), below its /api/v1. Every call also carries the
 * X-Module-Context header (MODULE_CONTEXT_HEADER), which must name the body's module.
 */
export const aiChatRoutes = {
  start: defineRoute({
    method: 'POST',
    path: '/ai/chat/start',
    body: chatStartRequestSchema,
    responses: { 201: chatStartResponseSchema },
  }),
  // Only what the service reads: its stored conversation owns the step and the campaign.
  message: defineRoute({
    method: 'POST',
    path: '/ai/chat/message',
    body: chatMessageRequestSchema,
    responses: { 200: chatReplySchema },
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/ai/conversations/latest',
    query: latestConversationQuerySchema,
    responses: { 200: conversationResponseSchema },
  }),
  conversation: defineRoute({
    method: 'GET',
    path: '/ai/conversations/:id',
    params: conversationParamsSchema,
    responses: { 200: conversationResponseSchema },
  }),
  saveHoldoutTest: defineRoute({
    method: 'PUT',
    path: '/ai/conversations/:id/incrementality',
    params: conversationParamsSchema,
    body: conversationIncrementalitySchema,
    responses: { 200: incrementalityUpdateResponseSchema },
  }),
};
