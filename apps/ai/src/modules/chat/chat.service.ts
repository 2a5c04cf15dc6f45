import { randomUUID } from 'node:crypto';
import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import {
  type ChatMessageRequest,
  type ChatReply,
  type ChatStartRequest,
  type ChatStartResponse,
  type ConversationIncrementality,
  type ConversationResponse,
  conversationIncrementalitySchema,
  type IncrementalityUpdateResponse,
  type LaunchResult,
  launchResultSchema,
} from '@northstar/shared/chat';
import { LRUCache } from 'lru-cache';
import type { ConversationRow, MessageRow, NewMessageRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type PlannerReply, type PlannerState, plannerStateSchema } from '../../planner/planner-types.ts';
import { insightsAnswer } from '../insights/insights-answer.ts';
import type { InsightsReader } from '../insights/insights-reader.ts';
import { insightsTopic } from '../insights/insights-topic.ts';
import type { CampaignSaver } from './campaign-saver.ts';
import type { CampaignStore } from './campaign-store.ts';
import { type CampaignSync, createCampaignSync } from './campaign-sync.ts';
import type { ChatEngine, ReplyExtras } from './chat-engine.ts';
import {
  findLatestConversation,
  findOwnConversation,
  insertConversation,
  insertMessages,
  listMessages,
  updateIncrementality,
} from './conversations.repository.ts';
import { createExchangeWriter } from './exchange-writer.ts';

// The rules of a conversation: who may read it, what is stored per exchange, and that the server's
// stored planner state (never the client's copy) is what the next message builds on.

export interface ChatService {
  /**
   * `token`: the caller's bearer token, with which the conversation's campaign is saved to the API and
   * their campaigns are read for a review (never stored).
   */
  start(userId: string, request: ChatStartRequest, token?: string): Promise<ChatStartResponse>;
  message(userId: string, request: ChatMessageRequest, token?: string): Promise<ChatReply>;
  conversation(userId: string, conversationId: string): Promise<ConversationResponse>;
  /** The user's most recently updated conversation of the module; 404 when there is none. */
  latest(userId: string, moduleContext: string): Promise<ConversationResponse>;
  saveIncrementality(
    userId: string,
    conversationId: string,
    incrementality: ConversationIncrementality,
  ): Promise<IncrementalityUpdateResponse>;
}

export interface ChatServiceDeps {
  db: Db;
  engine: ChatEngine;
  /** The API's campaigns; without it (unit tests) conversations keep their campaign to themselves. */
  campaigns?: { store: CampaignStore; saver: CampaignSaver };
  now?: () => Date;
  /** Reads the user's launched campaigns for the performance and analytics questions; none: not read. */
  insights?: InsightsReader;
}

/** Conversations whose state this instance keeps in memory (see `loadConversation`). */
const CACHED_CONVERSATIONS = 2000;

interface LiveConversation {
  id: string;
  userId: string;
  moduleContext: string;
  version: number;
  state: PlannerState;
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

/** The stored set-up, or null: one that no longer reads (an older shape) is dropped, not a failure. */
function readIncrementality(value: unknown): ConversationIncrementality | null {
  if (value === null || value === undefined) return null;
  const parsed = conversationIncrementalitySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A stored launch, or null: one that no longer reads (an older shape) is dropped, not a failure. */
function readLaunch(value: unknown): LaunchResult | null {
  if (value === null || value === undefined) return null;
  const parsed = launchResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const toStoredMessage = (row: MessageRow) => ({
  id: row.id,
  role: row.role,
  content: row.content,
  campaignStep: row.campaignStep,
  requiresApproval: row.requiresApproval,
  approvalData: (row.approvalData ?? null) as ChatReply['approvalData'],
  launch: readLaunch(row.launch),
  createdAt: row.createdAt.toISOString(),
});

export function createChatService(deps: ChatServiceDeps): ChatService {
  const { db, engine } = deps;
  const clock = deps.now ?? (() => new Date());
  const exchanges = createExchangeWriter(db);
  const sync: CampaignSync | null = deps.campaigns
    ? createCampaignSync(deps.campaigns.store, deps.campaigns.saver)
    : null;
  /** The reply with the conversation's campaign saved (and a launch the planner approved, performed). */
  const synced = async (
    token: string | undefined,
    before: PlannerState,
    reply: PlannerReply,
    now: Date,
    notice?: string,
  ) => (sync && token ? sync.afterReply(token, before, reply, now, notice) : { ...reply, launch: null });

  /** The planner's reply to `message`, around what the campaign's saves reported since the last one. */
  async function replyTo(
    state: PlannerState,
    message: string,
    now: Date,
    extras: ReplyExtras,
    token?: string,
  ) {
    const prepared = sync && token ? await sync.beforeReply(token, state, now) : { state };
    if (prepared.reply) return { ...prepared.reply, launch: null };
    const planned = await engine.reply(prepared.state, message, now, extras);
    // The trace describes the planner's turn, whatever the campaign's save or launch added to the reply.
    const reply = await synced(token, prepared.state, planned, now, prepared.notice);
    return { ...reply, trace: planned.trace };
  }

  // The last saved state of recent conversations, so a message skips the SELECT and the state parse.
  // Only a hint: every save checks the stored version, and a stale copy (another instance saved since)
  // loses that check and is read again from the database.
  const recent = new LRUCache<string, LiveConversation>({ max: CACHED_CONVERSATIONS });
  const remember = (conversation: LiveConversation) => {
    recent.set(conversation.id, conversation);
  };

  /** The caller's conversation; another user's (or an unknown) id is a 404. */
  async function loadConversation(id: string, userId: string, fresh: boolean): Promise<LiveConversation> {
    const cached = fresh ? undefined : recent.get(id);
    if (cached) {
      if (cached.userId !== userId) throw notFound();
      return { ...cached };
    }
    const row = await findOwnConversation(db, id, userId);
    if (!row) throw notFound();
    const conversation = {
      id: row.id,
      userId: row.userId,
      moduleContext: row.moduleContext,
      version: row.version,
      state: readState(row),
    };
    remember(conversation);
    return { ...conversation };
  }

  return {
    async start(userId, request, token) {
      const now = clock();
      const started = await engine.start({
        now,
        moduleContext: request.moduleContext,
        initialMessage: request.initialMessage,
        timezone: request.timezone,
      });
      const { welcomeMessage } = started;
      const aiResponse = await synced(token, started.state, started.aiResponse, now);
      const state = aiResponse.state;
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
          launch: aiResponse.launch,
          trace: started.aiResponse.trace ?? null,
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
      remember({
        id: conversationId,
        userId,
        moduleContext: request.moduleContext,
        version: created.version,
        state,
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
          launch: aiResponse.launch,
        },
      };
    },

    async message(userId, request, token) {
      if (!isUuid(request.conversationId)) throw notFound();
      // A campaign created by an attempt that then lost the race is the one the next attempt saves to.
      let created: PlannerState['campaign'] = null;
      const extras = await readExtras(request.message, token);
      for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
        // After a lost race the cached copy is stale: read the stored one.
        const live = await loadConversation(request.conversationId, userId, attempt > 0);
        if (live.moduleContext !== request.moduleContext) {
          throw new AppError('BAD_REQUEST', 'This conversation belongs to another module.');
        }
        if (created && live.state.campaign === null)
          live.state = { ...live.state, campaign: { ...created, unsaved: true } };
        const now = clock();
        const reply = await replyTo(live.state, request.message, now, extras, token);
        created = reply.state.campaign;
        const messageId = randomUUID();
        const saved = await exchanges.save({
          id: live.id,
          version: live.version,
          plannerState: reply.state,
          currentStep: reply.campaignStep,
          messages: [
            {
              id: randomUUID(),
              role: 'user',
              content: request.message,
              campaignStep: live.state.step,
              requiresApproval: false,
              approvalData: null,
            },
            {
              id: messageId,
              role: 'assistant',
              content: reply.response,
              campaignStep: reply.campaignStep,
              requiresApproval: reply.requiresApproval,
              approvalData: reply.approvalData,
              launch: reply.launch,
              trace: reply.trace ?? null,
            },
          ],
        });
        if (saved) {
          remember({ ...live, version: live.version + 1, state: reply.state });
          return {
            response: reply.response,
            campaignStep: reply.campaignStep,
            requiresApproval: reply.requiresApproval,
            approvalData: reply.approvalData,
            campaignState: reply.campaignState,
            launch: reply.launch,
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
      return toResponse(row);
    },

    async latest(userId, moduleContext) {
      const row = await findLatestConversation(db, userId, moduleContext);
      if (!row) throw notFound();
      return toResponse(row);
    },

    async saveIncrementality(userId, conversationId, incrementality) {
      if (!isUuid(conversationId)) throw notFound();
      const row = await updateIncrementality(db, conversationId, userId, incrementality);
      if (!row) throw notFound();
      return {
        conversationId: row.id,
        incrementality,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };

  /** "AI Performance Review", "Ask AI About Analytics": the user's own campaigns, read with their token. */
  async function readExtras(message: string, bearer: string | undefined): Promise<ReplyExtras> {
    const topic = insightsTopic(message);
    if (!topic || !bearer || !deps.insights) return {};
    const now = clock();
    return { accountReview: insightsAnswer(await deps.insights.read(bearer, now), topic, now) };
  }

  async function toResponse(row: ConversationRow): Promise<ConversationResponse> {
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
        incrementality: readIncrementality(row.incrementality),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
      messages: history.map(toStoredMessage),
    };
  }
}
