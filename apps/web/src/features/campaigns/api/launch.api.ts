import type { Campaign } from '@northstar/shared/campaign/api';
import type { LaunchFinding } from '@northstar/shared/campaign/launch-gate';
import { type ApiError, apiRequest, isApiError } from '../../../lib/api-client.ts';

// The launch goes through the server: it runs the launch gate (packages/shared campaign/launch-gate.ts)
// on the stored draft, so nothing the browser holds can launch a campaign the gate would refuse.

export const LAUNCH_BLOCKED = 'LAUNCH_BLOCKED';

/** POST /campaigns/{id}/launch (no body): the launched campaign (status ready, then scheduled/active). */
export const launchCampaign = async (id: string): Promise<Campaign> =>
  (
    await apiRequest<{ campaign: Campaign }>(`/campaigns/${encodeURIComponent(id)}/launch`, {
      method: 'POST',
    })
  ).campaign;

/**
 * A 422 LAUNCH_BLOCKED from the launch, or from a write the gate checks (status ready, an edit of a
 * launched campaign): the findings it listed, or null for any other error.
 */
export function launchBlockFindings(error: unknown): LaunchFinding[] | null {
  if (!isApiError(error) || error.status !== 422 || error.code !== LAUNCH_BLOCKED) return null;
  return (error as ApiError).findings ?? [];
}
