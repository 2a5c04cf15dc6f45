import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/draft';
import type { StepNumber } from '@northstar/shared/campaign/steps';
import { z } from 'zod';
import { type ChatMessage, chatMessageSchema, stepNumberSchema } from './chat-types.ts';
import { HUB_STORAGE_KEY } from './hub-constants.ts';

// The conversation survives a reload of this tab (sessionStorage), and belongs to one user: another
// account signing in on the same tab starts fresh.

export const MAX_STORED_MESSAGES = 200;

export interface StoredHubChat {
  userId: string;
  conversationId: string | null;
  demoMode: boolean;
  currentStep: StepNumber;
  campaignState: CampaignDraft | null;
  messages: ChatMessage[];
}

const storedSchema = z.object({
  version: z.literal(1),
  userId: z.string(),
  conversationId: z.string().nullable(),
  demoMode: z.boolean(),
  currentStep: stepNumberSchema,
  campaignState: campaignDraftSchema.nullable().catch(null),
  messages: z.array(chatMessageSchema),
});

export function loadHubChat(storage: Storage | null, userId: string): StoredHubChat | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(HUB_STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.userId !== userId) return null;
    const { version: _version, ...chat } = parsed.data;
    return { ...chat, currentStep: chat.currentStep as StepNumber };
  } catch {
    return null;
  }
}

export function saveHubChat(storage: Storage | null, chat: StoredHubChat): void {
  if (!storage) return;
  try {
    const messages = chat.messages.slice(-MAX_STORED_MESSAGES);
    storage.setItem(HUB_STORAGE_KEY, JSON.stringify({ version: 1, ...chat, messages }));
  } catch {
    // Storage full or blocked (private mode): the chat still works, it just will not survive a reload.
  }
}

export function clearHubChat(storage: Storage | null): void {
  try {
    storage?.removeItem(HUB_STORAGE_KEY);
  } catch {
    // Same as above: nothing to do when storage is unavailable.
  }
}

/** sessionStorage when the browser allows it. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
