import type { PlatformId } from '../campaign/platforms.ts';

// Copy length limits per platform. Hard limits are refused by the platform (a blocker); soft ones are
// truncated in the feed (a warning for ordinary copy, but a disclaimer past the cut is not shown, so the
// review counts only the visible part of a line as carrying one). Specialist networks publish no text
// limits we can cite, so they have none here.

export interface CopyLimit {
  max: number;
  hard: boolean;
  citation: string;
}

/** Headline limits per platform. */
export const HEADLINE_LIMITS: Readonly<Partial<Record<PlatformId, CopyLimit>>> = {
  'google-ads': {
    max: 30,
    hard: true,
    citation: 'Google Ads responsive search ads: headlines up to 30 characters',
  },
  facebook: { max: 40, hard: false, citation: 'Meta ads guide: headlines over 40 characters are truncated' },
  instagram: { max: 40, hard: false, citation: 'Meta ads guide: headlines over 40 characters are truncated' },
  tiktok: { max: 100, hard: true, citation: 'TikTok ad specs: ad text up to 100 characters' },
  linkedin: {
    max: 70,
    hard: false,
    citation: 'LinkedIn ad specs: headlines over 70 characters are truncated',
  },
};

export const GOOGLE_DESCRIPTION_MAX = 90;

/** Description (body text) limits per platform. */
export const DESCRIPTION_LIMITS: Readonly<Partial<Record<PlatformId, CopyLimit>>> = {
  'google-ads': {
    max: GOOGLE_DESCRIPTION_MAX,
    hard: true,
    citation: 'Google Ads responsive search ads: descriptions up to 90 characters',
  },
  facebook: {
    max: 125,
    hard: false,
    citation: 'Meta ads guide: primary text over 125 characters is truncated behind "See more"',
  },
  instagram: {
    max: 125,
    hard: false,
    citation: 'Meta ads guide: primary text over 125 characters is truncated behind "more"',
  },
  tiktok: { max: 100, hard: true, citation: 'TikTok ad specs: ad text (description) up to 100 characters' },
  linkedin: {
    max: 150,
    hard: false,
    citation:
      'LinkedIn single image ad specs: introductory text over 150 characters is truncated; legally required language belongs in it',
  },
};

type LimitTable = Readonly<Partial<Record<PlatformId, CopyLimit>>>;

/** The smallest limit among the platforms (hard ones only when asked); Infinity when none has one. */
export function strictestLimit(
  table: LimitTable,
  platforms: readonly PlatformId[],
  hardOnly = false,
): number {
  const limits = platforms.flatMap((p) => {
    const limit = table[p];
    return limit && (limit.hard || !hardOnly) ? [limit.max] : [];
  });
  return limits.length ? Math.min(...limits) : Number.POSITIVE_INFINITY;
}
