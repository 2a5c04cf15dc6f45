import { HUB_MODULE_ID } from '@northstar/shared/brand';

/** Sent as moduleContext and as the X-Module-Context header. */
export const MODULE_CONTEXT = HUB_MODULE_ID;

/** In the builder context the first message greets and asks for a new campaign (docs/product.md#ai-hub). */
export const INITIAL_MESSAGE = 'Hello! I would like to create a new campaign.';

// The follow-up message each approval decision sends (docs/product.md#ai-hub).
export const APPROVE_TEXT = 'I approve this recommendation.';
export const REJECT_TEXT = 'I reject this recommendation. Please suggest something else.';
export const modifyText = (change: string) => `I want to modify this: ${change}`;

/** Quick actions show while the campaign step is at most this (docs/product.md#ai-hub). */
export const QUICK_ACTIONS_MAX_STEP = 2;

export const QUICK_ACTIONS = [
  {
    id: 'start',
    label: 'Start Campaign Conversation',
    message: "I'd like to create a new campaign. Let's start with the basics.",
  },
  {
    id: 'recommend',
    label: 'Get Campaign Recommendations',
    message: 'What do you recommend for my campaign: platforms, budget and audience?',
  },
  {
    id: 'analytics',
    label: 'Ask AI About Analytics',
    message: "Which metrics should I watch to judge my campaign's performance and results?",
  },
  {
    id: 'review',
    label: 'AI Performance Review',
    message: 'How is my campaign expected to perform? Please review the projected reach, clicks and ROAS.',
  },
] as const;

/** Files the picker accepts (docs/product.md#ai-hub): images, pdf, doc, docx, mp4 and mov. */
export const ACCEPTED_FILES = 'image/*,.pdf,.doc,.docx,.mp4,.mov';

/** Speech output rate when the user has not chosen one (docs/product.md#ai-hub). */
export const DEFAULT_SPEECH_RATE = 0.9;
export const SPEECH_LANG = 'en-US';
export const VOICE_UNSUPPORTED = 'Voice recognition not supported in this browser';

/** Live panel: a simulated tick every 3-7 s, a full refresh every 30 s (docs/product.md#simulated-market). */
export const PRICING_TICK_MIN_MS = 3000;
export const PRICING_TICK_MAX_MS = 7000;
export const PRICING_REFRESH_MS = 30_000;
