// The campaign a conversation's holdout test runs on. The conversation keeps the set-up (its status
// included) but has no field for the campaign, so this browser remembers it per conversation.

export interface HoldoutCampaign {
  id: string;
  name: string;
}

const KEY_PREFIX = 'northstar.hub.holdout.';

const safely = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    // Storage disabled or full: the campaign is kept for this page only.
    return fallback;
  }
};

export function readHoldoutCampaign(conversationId: string): HoldoutCampaign | null {
  const raw = safely(() => localStorage.getItem(KEY_PREFIX + conversationId), null);
  if (!raw) return null;
  const parsed = safely(() => JSON.parse(raw) as unknown, null);
  if (!parsed || typeof parsed !== 'object') return null;
  const { id, name } = parsed as Record<string, unknown>;
  return typeof id === 'string' && id && typeof name === 'string' ? { id, name } : null;
}

export function writeHoldoutCampaign(conversationId: string, campaign: HoldoutCampaign | null): void {
  safely(() => {
    if (campaign) localStorage.setItem(KEY_PREFIX + conversationId, JSON.stringify(campaign));
    else localStorage.removeItem(KEY_PREFIX + conversationId);
  }, undefined);
}
