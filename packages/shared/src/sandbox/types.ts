import type { CampaignDraft } from '../campaign/draft.ts';
import type { PlatformId } from '../campaign/platforms.ts';

// The delivery side's contract (ADR 0009). The sandbox simulator implements it today; a real platform
// connector (reading the ad accounts' reports) can replace it without the API job or the pages changing.

/** What one platform delivered for one campaign on one day, or in part of a day (an increment). */
export interface DeliveryRow {
  platform: PlatformId;
  /** YYYY-MM-DD in the campaign's time zone. */
  date: string;
  impressions: number;
  reach: number;
  clicks: number;
  conversions: number;
  /** In the campaign's currency; never more than the budget allows. */
  spend: number;
  /** Sales campaigns only (purchases x value); 0 for other objectives. */
  revenue: number;
}

/** The holdout of a running incrementality test, as delivery needs it. */
export interface HoldoutPlan {
  /** Percent of the audience (audience split) or of the regions (geographic split) that sees no ads. */
  controlPercent: number;
  testType: 'geographic' | 'audience' | 'channel';
}

/** Conversions of a running holdout test over a window: the exposed group and the held-out group. */
export interface HoldoutRow {
  date: string;
  test: { users: number; conversions: number };
  control: { users: number; conversions: number };
}

export interface DeliveryWindow {
  campaignId: string;
  draft: CampaignDraft;
  /** The campaign was running (launched, not paused, inside its schedule) throughout [from, to). */
  from: Date;
  to: Date;
  /** Lifetime spend so far over all platforms, so the lifetime budget is never exceeded. */
  spentSoFar: number;
  /** Spend so far (all platforms) on each date the window touches: a daily budget caps each day. */
  spentOnDate?: Readonly<Record<string, number>>;
  holdout?: HoldoutPlan | null;
}

export interface DeliveryIncrement {
  /** What the window added, per platform and day (rows with nothing delivered are left out). */
  rows: DeliveryRow[];
  /** Set when a holdout test runs. */
  holdout: HoldoutRow[];
}

/** A source of delivery figures: the sandbox simulator, or later a platform connector. */
export interface DeliverySource {
  readonly kind: 'sandbox' | 'platform';
  deliver(window: DeliveryWindow): DeliveryIncrement;
}
