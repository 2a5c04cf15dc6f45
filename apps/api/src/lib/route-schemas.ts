import { z } from 'zod';

// Route pieces several API modules share; here so that no module imports another's routes for them.

/**
 * A draft filled to every bound of its schema is ~112 KiB of JSON in ASCII, ~236 KiB in CJK text and
 * ~297 KiB if every character took four UTF-8 bytes (campaigns.routes.test.ts builds it), so the
 * routes that carry a draft take 320 KiB; every other route keeps the global 64 KiB.
 */
export const DRAFT_BODY_LIMIT_BYTES = 320 * 1024;

// Not z.uuid(): a malformed id is answered like any unknown id, 404.
export const idParams = z.strictObject({ id: z.string().min(1).max(64) });
