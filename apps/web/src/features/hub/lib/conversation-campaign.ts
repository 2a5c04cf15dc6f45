// The campaign a conversation owns arrives as `campaignState.campaignId` in chat replies (issue 21 item
// 1). Read from the raw reply, since the draft schema a client parses may not carry it.

/** The campaign id of a raw `campaignState`, or null when it has none. */
export function campaignIdOf(campaignState: unknown): string | null {
  if (!campaignState || typeof campaignState !== 'object') return null;
  const id = (campaignState as Record<string, unknown>).campaignId;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}
