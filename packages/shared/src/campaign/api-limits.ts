// The campaigns API's plain constants, without zod (api.ts holds the contracts that use them).

export const CAMPAIGN_PAGE_SIZE_MAX = 100;

/**
 * The request header the AI service sends, with the user's own bearer token, on writes it makes for
 * the user: the change is recorded in history as the assistant's (kind `assistant`, the user's id).
 */
export const ACTOR_HEADER = 'x-northstar-actor';
