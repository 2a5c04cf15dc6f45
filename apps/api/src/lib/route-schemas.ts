// Route limits several API modules share (their schemas are in packages/shared/src/contract/).

/**
 * A draft filled to every bound of its schema is ~112 KiB of JSON in ASCII, ~236 KiB in CJK text and
 * ~297 KiB if every character took four UTF-8 bytes (campaigns.routes.test.ts builds it), so the
 * routes that carry a draft take 320 KiB; every other route keeps the global 64 KiB.
 */
export const DRAFT_BODY_LIMIT_BYTES = 320 * 1024;
