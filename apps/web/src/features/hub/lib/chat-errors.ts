import { hasErrorCode, isApiError } from '../../../lib/api-client.ts';

// The chat failure messages (docs/product.md#chat-failures). "Connection refused" is what fetch reports when
// nothing listens on the AI service's port: a network error (TypeError) with no HTTP status.

export const CHAT_MESSAGES = {
  startUnauthorized: 'Authentication failed. Please login again.',
  startServerError: 'AI service is temporarily unavailable. Please try again.',
  startConnectionRefused: 'Cannot connect to AI service. Please check if the service is running.',
  startFailed: 'Failed to connect to the AI assistant.',
  demoNotice:
    'The AI assistant is offline, so replies are samples and nothing is planned for real. DEMO MODE: You can still test the interface with sample responses.',
  messageUnauthorized: 'Authentication expired. Please login again.',
  messageServerError: 'AI service error. Trying again...',
  messageConnectionRefused: 'Lost connection to AI service.',
  messageFailed: 'Failed to get response from the AI assistant.',
  noConversation: 'No active conversation. Please refresh and try again.',
  emptyReply: 'I received your message but had trouble generating a response.',
} as const;

export type ChatFailureKind = 'unauthorized' | 'server' | 'connection' | 'other';

/**
 * Sorts a failed chat call into the four cases of docs/product.md#chat-failures. Timeouts and 4xx other
 * than 401 are "other".
 */
export function classifyChatError(error: unknown): ChatFailureKind {
  if (isApiError(error)) {
    if (error.kind === 'network') return 'connection';
    if (error.kind === 'timeout') return 'other';
    if (error.is('UNAUTHORIZED', 'TOKEN_INVALID')) return 'unauthorized';
    if (error.isServerFault) return 'server';
    return 'other';
  }
  // A raw fetch failure (not wrapped by the client) is a TypeError as well.
  if (error instanceof TypeError) return 'connection';
  return 'other';
}

export function startErrorMessage(error: unknown): string {
  switch (classifyChatError(error)) {
    case 'unauthorized':
      return CHAT_MESSAGES.startUnauthorized;
    case 'server':
      return CHAT_MESSAGES.startServerError;
    case 'connection':
      return CHAT_MESSAGES.startConnectionRefused;
    default:
      return CHAT_MESSAGES.startFailed;
  }
}

export function messageErrorMessage(error: unknown): string {
  switch (classifyChatError(error)) {
    case 'unauthorized':
      return CHAT_MESSAGES.messageUnauthorized;
    case 'server':
      return CHAT_MESSAGES.messageServerError;
    case 'connection':
      return CHAT_MESSAGES.messageConnectionRefused;
    default:
      return CHAT_MESSAGES.messageFailed;
  }
}

/** The AI service no longer knows the conversation (e.g. it was reset): the next send must not reuse it. */
export const isConversationGone = (error: unknown): boolean => hasErrorCode(error, 'NOT_FOUND');
