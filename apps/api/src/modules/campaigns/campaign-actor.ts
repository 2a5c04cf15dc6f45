import { AppError } from '@northstar/server/app-error';
import { ACTOR_HEADER } from '@northstar/shared/campaign';
import type { ActorKind } from '@northstar/shared/campaign/schemas';
import type { FastifyRequest } from 'fastify';

/** Who a signed-in write is recorded as: the user, or the assistant acting for that user. */
export type WriteKind = Extract<ActorKind, 'user' | 'assistant'>;

/**
 * The `X-Northstar-Actor` header of a write. The AI service sends `assistant` with the user's own bearer
 * token when it saves the conversation's campaign, so history says the assistant made that change.
 * Trusting it is safe because it grants nothing: the request is still authenticated as the user and
 * checked like any of theirs (owner-only, validation, the launch gate); the header only labels the
 * user's own change, and the entry keeps the user's id. Any client could send it, and would only
 * relabel its own writes. Another value is a client mistake (400), not silently a user's write.
 */
export function writeKindOf(request: FastifyRequest): WriteKind {
  const value = request.headers[ACTOR_HEADER];
  if (value === undefined) return 'user';
  const kind = (Array.isArray(value) ? value.join(',') : value).trim().toLowerCase();
  if (kind === 'assistant' || kind === 'user') return kind;
  throw new AppError('BAD_REQUEST', `${ACTOR_HEADER} must be "assistant" or "user".`);
}
