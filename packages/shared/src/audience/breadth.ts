import type { CampaignDraft } from '../campaign/draft.ts';
import { findCity, findRegion, regionsOf } from '../geo/regions.ts';
import {
  AGE_BANDS,
  DEVICE_SHARE,
  GENDER_SHARE,
  onlinePeople,
  WORLD_ONLINE_MILLIONS,
} from './online-population.ts';

// How many people a campaign's targeting can reach, and how narrow that is. Projections cap their reach
// with it and price narrow audiences higher; the sandbox caps delivery with it. Every factor is a
// share of the people online in the chosen countries, so the estimate is a product of shares.

export type AudienceTargeting = Pick<
  CampaignDraft['targeting'],
  'demographics' | 'geography' | 'devices' | 'interests' | 'audiences'
>;

export interface AudienceSize {
  /** People the targeting can reach (whole number, at least 1). */
  people: number;
  /** 0..1: people relative to the same countries' adults (18-65+) with no other targeting. */
  breadth: number;
  /** The same countries' adults online, untargeted: what breadth is relative to. */
  base: number;
}

// The usual default audience of the ad platforms, and of a new draft: adults, every gender and device.
const ADULT_AGES: readonly [number, number] = [18, 65];
// A major metro holds a few million people online; in a small country a city is a big part of it.
const CITY_PEOPLE = 2_500_000;
const CITY_SHARE_MAX = 0.3;
// A region or city the tables do not know: a modest slice of its country.
const UNKNOWN_PLACE_SHARE = 0.05;
// Interests and custom audiences are recorded as layers that describe one audience, so each narrows:
// the first interest keeps 30%, each further one 85% of that; a custom audience (customer list,
// lookalike, site visitors) is a small slice, 5%, each further one 80% of that. Floors keep it sane.
const INTEREST = { first: 0.3, each: 0.85, floor: 0.05 } as const;
const CUSTOM_AUDIENCE = { first: 0.05, each: 0.8, floor: 0.01 } as const;

/** Share of people online aged ageMin..ageMax (65 meaning 65+). */
export function ageShare(ageMin: number, ageMax: number): number {
  const low = Math.max(AGE_BANDS[0]?.[0] ?? 13, Math.min(ageMin, ageMax));
  const high = Math.min(65, Math.max(ageMin, ageMax));
  let share = 0;
  for (let age = low; age <= high; age++) share += shareOfAge(age);
  return share;
}

function shareOfAge(age: number): number {
  // 65 stands for every age from 65 up: its band counts whole.
  for (let i = AGE_BANDS.length - 1; i >= 0; i--) {
    const band = AGE_BANDS[i];
    if (!band || age < band[0]) continue;
    const next = AGE_BANDS[i + 1];
    return next ? band[1] / (next[0] - band[0]) : band[1];
  }
  return 0;
}

const ADULT_SHARE = ageShare(...ADULT_AGES);

function sumShares<K extends string>(chosen: readonly K[], shares: Readonly<Record<K, number>>): number {
  if (!chosen.length) return 1;
  return Math.min(
    1,
    [...new Set(chosen)].reduce((sum, key) => sum + (shares[key] ?? 0), 0),
  );
}

const layered = (count: number, layer: { first: number; each: number; floor: number }): number =>
  count > 0 ? Math.max(layer.floor, layer.first * layer.each ** (count - 1)) : 1;

const cityShare = (country: string) => Math.min(CITY_SHARE_MAX, CITY_PEOPLE / onlinePeople(country));

// Place lookups normalise every name; the sandbox asks for thousands of campaigns per catch-up, mostly
// with the same few geographies, so results are kept (bounded; starts over when full).
const geographyCache = new Map<string, { people: number; base: number }>();

/** People online in the chosen places, and in the same countries untargeted. */
function geographyPeople(geo: AudienceTargeting['geography']): { people: number; base: number } {
  const key = [geo.countries.join(','), geo.regions.join('\u0000'), geo.cities.join('\u0000')].join('\u0001');
  let found = geographyCache.get(key);
  if (!found) {
    found = placesPeople(geo);
    if (geographyCache.size >= 10_000) geographyCache.clear();
    geographyCache.set(key, found);
  }
  return found;
}

function placesPeople(geo: AudienceTargeting['geography']): { people: number; base: number } {
  const countries = new Set(geo.countries.map((c) => c.trim().toUpperCase()));
  const fallback = [...countries][0];
  // Country -> share of it the chosen regions and cities keep.
  const kept = new Map<string, number>();
  const keep = (country: string | undefined, share: number) => {
    if (!country) return;
    countries.add(country);
    kept.set(country, Math.min(1, (kept.get(country) ?? 0) + share));
  };
  const chosenRegions = new Set<string>();
  for (const name of geo.regions) {
    const region = findRegion(name);
    if (region && chosenRegions.has(region.code)) continue;
    if (region) chosenRegions.add(region.code);
    // The tables carry no populations: each of a country's listed regions counts as an equal share.
    if (region) keep(region.country, 1 / Math.max(1, regionsOf(region.country).length));
    else keep(fallback, UNKNOWN_PLACE_SHARE);
  }
  for (const name of new Set(geo.cities)) {
    const city = findCity(name);
    // A city inside a chosen region adds nobody.
    if (city?.region && chosenRegions.has(city.region)) continue;
    if (city) keep(city.country, cityShare(city.country));
    else if (fallback) keep(fallback, Math.min(UNKNOWN_PLACE_SHARE, cityShare(fallback)));
  }
  if (!countries.size) return { people: WORLD_ONLINE_MILLIONS * 1e6, base: WORLD_ONLINE_MILLIONS * 1e6 };
  let people = 0;
  let base = 0;
  for (const country of countries) {
    base += onlinePeople(country);
    people += onlinePeople(country) * (kept.get(country) ?? 1);
  }
  return { people, base };
}

/** An estimate of how many people the targeting can reach, and how narrow it is. */
export function audienceSize(targeting: AudienceTargeting): AudienceSize {
  const { ageMin, ageMax, genders } = targeting.demographics;
  const geo = geographyPeople(targeting.geography);
  const share =
    (ageShare(ageMin, ageMax) / ADULT_SHARE) *
    sumShares(genders, GENDER_SHARE) *
    sumShares(targeting.devices, DEVICE_SHARE) *
    layered(new Set(targeting.interests).size, INTEREST) *
    layered(new Set(targeting.audiences).size, CUSTOM_AUDIENCE);
  const base = Math.round(geo.base);
  const people = Math.max(1, Math.round(geo.people * share));
  return { people, breadth: base > 0 ? Math.min(1, people / base) : 1, base };
}

// Narrow audiences cost more per thousand impressions (fewer auctions to win, more bidders per person).
// In decades of narrowing d = -log10(breadth), the premium is 0.8 x d^2 / (d^2 + 6): flat near breadth 1
// (one gender adds ~1%), a 1% audience ~32%, 0.01% ~58%, approaching MAX_MULTIPLIER (1.8), never above.
const MAX_MULTIPLIER = 1.8;
const HALF_WAY = 6;

/** CPM multiplier for an audience of the given breadth (0..1): 1 at 1, up to 1.8 when very narrow. */
export function targetingCpmMultiplier(breadth: number): number {
  if (!Number.isFinite(breadth) || breadth >= 1) return 1;
  if (breadth <= 0) return MAX_MULTIPLIER;
  const decades = -Math.log10(breadth);
  return 1 + (MAX_MULTIPLIER - 1) * (decades ** 2 / (decades ** 2 + HALF_WAY));
}
