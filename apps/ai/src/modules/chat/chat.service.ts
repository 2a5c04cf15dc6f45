import { randomUUID } from 'node:crypto';
import type {
  ChatMessageRequest,
  ChatReply,
  ChatStartRequest,
  ChatStartResponse,
  ConversationResponse,
} from '@northstar/shared/chat';
import type { Db } from '../../db/client.ts';
import type { ConversationRow, MessageRow, NewMessageRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type PlannerState, plannerStateSchema } from '../../planner/planner-types.ts';
import type { ChatEngine } from './chat-engine.ts';
import {
  findOwnConversation,
  insertConversation,
  insertMessages,
  listMessages,
  updateConversationState,
} from './conversations.repository.ts';

// The rules of a conversation: who may read it, what is stored per exchange, and that the server's
// stored planner state (never the client's copy) is what the next message builds on.

export interface ChatService {
  start(userId: string, request: ChatStartRequest): Promise<ChatStartResponse>;
  message(userId: string, request: ChatMessageRequest): Promise<ChatReply>;
  conversation(userId: string, conversationId: string): Promise<ConversationResponse>;
}

export interface ChatServiceDeps {
  db: Db;
  engine: ChatEngine;
  now?: () => Date;
}

/** Messages returned when a chat is restored: the most recent ones. */
export const HISTORY_LIMIT = 500;
/** A concurrent message to the same conversation wins the race; the loser is recomputed this often. */
const SAVE_ATTEMPTS = 3;

const notFound = () => new AppError('NOT_FOUND', 'Conversation not found.');

function readState(row: ConversationRow): PlannerState {
  const parsed = plannerStateSchema.safeParse(row.plannerState);
  // Only this service writes the column, so a failure is a server bug (e.g. an incompatible upgrade).
  if (!parsed.success) throw new Error(`conversation ${row.id} holds an invalid planner state`);
  return parsed.data;
}

const toStoredMessage = (row: MessageRow) => ({
  id: row.id,
  role: row.role,
  content: row.content,
  campaignStep: row.campaignStep,
  requiresApproval: row.requiresApproval,
  approvalData: (row.approvalData ?? null) as ChatReply['approvalData'],
  createdAt: row.createdAt.toISOString(),
});

export function createChatService(deps: ChatServiceDeps): ChatService {
  const { db, engine } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async start(userId, request) {
      const now = clock();
      const { state, welcomeMessage, aiResponse } = await engine.start({
        now,
        moduleContext: request.moduleContext,
        initialMessage: request.initialMessage,
        timezone: request.timezone,
      });
      const conversationId = randomUUID();
      const message = (row: Omit<NewMessageRow, 'id' | 'conversationId'>): NewMessageRow => ({
        id: randomUUID(),
        conversationId,
        ...row,
      });
      const rows = [
        message({ role: 'assistant', content: welcomeMessage, campaignStep: 1, requiresApproval: false }),
        ...(request.initialMessage.trim()
          ? [
              message({
                role: 'user',
                content: request.initialMessage,
                campaignStep: 1,
                requiresApproval: false,
              }),
            ]
          : []),
        message({
          role: 'assistant',
          content: aiResponse.response,
          campaignStep: aiResponse.campaignStep,
          requiresApproval: aiResponse.requiresApproval,
          approvalData: aiResponse.approvalData,
        }),
      ];
      const created = await db.transaction(async (tx) => {
        const row = await insertConversation(tx, {
          id: conversationId,
          userId,
          moduleContext: request.moduleContext,
          plannerState: state,
          currentStep: state.step,
        });
        await insertMessages(tx, rows);
        return row;
      });
      return {
        conversation: {
          conversationId,
          currentStep: state.step,
          createdAt: created.createdAt.toISOString(),
        },
        welcomeMessage,
        aiResponse: {
          message: aiResponse.response,
          campaignStep: aiResponse.campaignStep,
          requiresApproval: aiResponse.requiresApproval,
          approvalData: aiResponse.approvalData,
          campaignState: aiResponse.campaignState,
        },
      };
    },

    async message(userId, request) {
      if (!isUuid(request.conversationId)) throw notFound();
      for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
        const row = await findOwnConversation(db, request.conversationId, userId);
        if (!row) throw notFound();
        if (row.moduleContext !== request.moduleContext) {
          throw new AppError('BAD_REQUEST', 'This conversation belongs to another module.');
        }
        const state = readState(row);
        const reply = await engine.reply(state, request.message, clock());
        const messageId = randomUUID();
        const saved = await db.transaction(async (tx) => {
          const updated = await updateConversationState(tx, {
            id: row.id,
            version: row.version,
            plannerState: reply.state,
            currentStep: reply.campaignStep,
          });
          if (!updated) return false;
          await insertMessages(tx, [
            {
              id: randomUUID(),
              conversationId: row.id,
              role: 'user',
              content: request.message,
              campaignStep: state.step,
              requiresApproval: false,
            },
            {
              id: messageId,
              conversationId: row.id,
              role: 'assistant',
              content: reply.response,
              campaignStep: reply.campaignStep,
              requiresApproval: reply.requiresApproval,
              approvalData: reply.approvalData,
            },
          ]);
          return true;
        });
        if (saved) {
          return {
            response: reply.response,
            campaignStep: reply.campaignStep,
            requiresApproval: reply.requiresApproval,
            approvalData: reply.approvalData,
            campaignState: reply.campaignState,
            messageId,
          };
        }
      }
      throw new AppError(
        'CONFLICT',
        'The conversation changed while your message was handled. Please send it again.',
      );
    },

    async conversation(userId, conversationId) {
      if (!isUuid(conversationId)) throw notFound();
      const row = await findOwnConversation(db, conversationId, userId);
      if (!row) throw notFound();
      const state = readState(row);
      const history = await listMessages(db, row.id, HISTORY_LIMIT);
      return {
        conversation: {
          conversationId: row.id,
          moduleContext: row.moduleContext,
          currentStep: state.step,
          requiresApproval: state.pendingApproval !== null,
          approvalData: state.pendingApproval,
          campaignState: state.draft,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        messages: history.map(toStoredMessage),
      };
    },
  };
}
