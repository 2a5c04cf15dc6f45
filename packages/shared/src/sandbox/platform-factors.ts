import type { PlatformId } from '../campaign/platforms.ts';

// How each platform's delivery differs from the objective's benchmark rates (projections/input.ts):
// search clicks are intent, so CTR runs high; LinkedIn clicks are dear but convert; short video
// clicks convert less. `reach` is the share of an audience active on the platform (reach and the
// impressions a day can absorb scale with it). Rough industry shape, not any platform's figures.
export interface PlatformFactors {
  ctr: number;
  cvr: number;
  reach: number;
}

const FACTORS: Partial<Record<PlatformId, PlatformFactors>> = {
  'google-ads': { ctr: 1.6, cvr: 1.2, reach: 0.9 },
  facebook: { ctr: 1, cvr: 1, reach: 0.7 },
  instagram: { ctr: 0.9, cvr: 0.9, reach: 0.55 },
  tiktok: { ctr: 0.8, cvr: 0.7, reach: 0.4 },
  linkedin: { ctr: 0.6, cvr: 1.3, reach: 0.2 },
};

// Specialist networks (regulated categories): small inventories, modest rates.
const SPECIALIST: PlatformFactors = { ctr: 0.7, cvr: 0.8, reach: 0.1 };

export const platformFactors = (platform: PlatformId): PlatformFactors => FACTORS[platform] ?? SPECIALIST;
