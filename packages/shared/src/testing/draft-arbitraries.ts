import fc from 'fast-check';
import type { CampaignDraft } from '../campaign/draft.ts';
import {
  type PlatformId,
  REGULATED_CATEGORY_IDS,
  type RegulatedCategory,
  SPECIALIST_NETWORK_IDS,
  UNIVERSAL_PLATFORM_IDS,
} from '../campaign/platforms.ts';
import { CATEGORY_RULES } from '../compliance/category-rules.ts';
import { disclaimerWordings } from '../compliance/disclaimers.ts';
import { regulatedDraft } from './draft-fixtures.ts';

// Test-only: random regulated drafts for the compliance properties (the review's and the assistant's
// fix). Copy mixes realistic lines with adversarial ones: prohibited claims, minors appeal, "!"s,
// capitals, long lines, whole and broken disclaimers, placeholders.

const REALISTIC = [
  'Discover our range',
  'Craft flower, delivered',
  'Visit our Denver dispensary',
  'Trade crypto on a regulated exchange',
  'Bet on the big game tonight',
  'Calm, naturally',
  'Late night, your way',
  'Tight spreads on EUR/USD',
  'Gummies for grown-ups',
  'Keep out of reach of children.',
  'Child-resistant packaging',
  'Free delivery over $50.',
];
const ADVERSARIAL = [
  'Kids love our gummies!',
  'Back to school calm',
  'Teens can’t get enough',
  'Cartoon candy for everyone',
  'Guaranteed wins every weekend!!',
  'Sure wins, please gamble responsibly.',
  'Cures anxiety fast',
  'Pain relief that works. These statements have not been evaluated by the FDA.',
  'Get rich with crypto, risk-free',
  'No risk, double your money!',
  '100% natural miracle',
  'BIG SALE NOW ON',
  'Shop now!',
  'Guaranteeing results for all the children',
  '[XX]% of retail CFD accounts lose money.',
  'Adults only (18+).',
];
// Mostly plain words, a few that trip a rule, so long lines are sometimes clean and sometimes not.
const WORDS = [
  ...['premium', 'flower', 'calm', 'trade', 'bet', 'win', 'fast', 'today', 'night', 'deal', 'now!'],
  ...['crypto', 'safe', 'gummies', 'relief', 'the', 'and', 'our', 'fresh', 'local', 'delivered'],
  ...['kids', 'cure', 'guaranteed'],
];
const DISCLAIMER_LINES = REGULATED_CATEGORY_IDS.flatMap((c) =>
  CATEGORY_RULES[c].disclaimers.flatMap((d) => disclaimerWordings(d).map((lines) => lines.join(' '))),
);

const wordy = (max: number) =>
  fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: Math.ceil(max / 6) })
    .map((w) => w.join(' ').slice(0, max).trim() || 'Discover');
const line = (max: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...REALISTIC) },
    { weight: 3, arbitrary: fc.constantFrom(...ADVERSARIAL) },
    { weight: 2, arbitrary: wordy(max) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...REALISTIC, ...ADVERSARIAL), fc.constantFrom(...DISCLAIMER_LINES))
        .map(([a, b]) => `${a} ${b}`.slice(0, max)),
    },
    { weight: 2, arbitrary: fc.constantFrom(...DISCLAIMER_LINES).map((l) => l.slice(0, max)) },
  );

const COUNTRY_POOL = ['US', 'CA', 'GB', 'DE', 'FR', 'BE', 'IE', 'NL', 'AU', 'JP', 'UY', 'CN', 'SA'];
const REGION_POOL = [
  ...['Colorado', 'California', 'Washington', 'Texas', 'Florida', 'Idaho', 'Alberta', 'Quebec'],
  ...['Ontario', 'Bavaria', 'Scotland', 'New South Wales', 'Atlantis'],
];
const CITY_POOL = ['Denver', 'Houston', 'Miami', 'Seattle', 'London', 'Montreal', 'Calgary', 'Berlin'];
const PLATFORMS: readonly PlatformId[] = [...UNIVERSAL_PLATFORM_IDS, ...SPECIALIST_NETWORK_IDS];

interface DraftShape {
  category: RegulatedCategory;
  platforms: PlatformId[];
  certifications: PlatformId[];
  countries: string[];
  regions: string[];
  cities: string[];
  ageMin: number;
  ageMax: number;
  headlines: string[];
  descriptions: string[];
}

const draftShape: fc.Arbitrary<DraftShape> = fc
  .record({
    category: fc.constantFrom(...REGULATED_CATEGORY_IDS),
    platforms: fc.subarray([...PLATFORMS], { minLength: 1, maxLength: 4 }),
    certified: fc.boolean(),
    countries: fc.subarray(COUNTRY_POOL, { maxLength: 4 }),
    regions: fc.subarray(REGION_POOL, { maxLength: 3 }),
    cities: fc.subarray(CITY_POOL, { maxLength: 2 }),
    ageMin: fc.integer({ min: 13, max: 30 }),
    ageSpan: fc.integer({ min: 0, max: 50 }),
    headlines: fc.array(line(150), { minLength: 1, maxLength: 15 }),
    descriptions: fc.array(line(500), { maxLength: 10 }),
  })
  .map((r) => ({
    category: r.category,
    platforms: r.platforms,
    certifications: r.certified ? r.platforms : [],
    countries: r.countries,
    regions: r.regions,
    cities: r.cities,
    ageMin: r.ageMin,
    ageMax: Math.min(65, r.ageMin + r.ageSpan),
    headlines: r.headlines,
    descriptions: r.descriptions,
  }));

function draftFrom(s: DraftShape): CampaignDraft {
  const d = regulatedDraft(s.category, {
    platforms: s.platforms,
    countries: s.countries,
    ageMin: s.ageMin,
    headlines: s.headlines,
    descriptions: s.descriptions,
    certifications: s.certifications,
  });
  return {
    ...d,
    targeting: {
      ...d.targeting,
      demographics: { ...d.targeting.demographics, ageMin: s.ageMin, ageMax: s.ageMax },
      geography: { countries: s.countries, regions: s.regions, cities: s.cities },
    },
  };
}

export const regulatedDrafts: fc.Arbitrary<CampaignDraft> = draftShape.map(draftFrom);
