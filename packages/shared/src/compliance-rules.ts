import type { PlatformId, RegulatedCategory } from './campaign/platforms.ts';

// The rules table behind step 6 (Compliance Review). It simplifies public law and platform policy into
// checks a machine can run; it flags problems early and never replaces the advertiser's legal review.
// Platform acceptance per category lives in campaign/platforms.ts (CATEGORY x PLATFORM); this file adds
// CATEGORY x COUNTRY (where, from what age, with which disclaimers) and the copy rules for every campaign.

export interface Disclaimer {
  id: string;
  /** Text suggested in the fix. */
  text: string;
  /** Any of these (case-insensitive) in the copy satisfies the rule. */
  phrases: readonly string[];
  /** Sentences containing these belong to the disclaimer too: exempt from claim checks, not sufficient alone. */
  companionPhrases?: readonly string[];
  /** Applies only when one of these countries is targeted; every campaign of the category otherwise. */
  countries?: readonly string[];
  citation: string;
}

export interface CategoryRule {
  category: RegulatedCategory;
  label: string;
  minAge: number;
  minAgeByCountry?: Readonly<Record<string, number>>;
  minAgeCitation: string;
  /** Either the only countries where the category may run, or the countries where it may not. */
  countries: { allow: readonly string[] } | { block: readonly string[] };
  countriesCitation: string;
  disclaimers: readonly Disclaimer[];
  /** Claims this category must never make, on top of the rules for every campaign. */
  prohibitedClaims: readonly { pattern: RegExp; label: string }[];
  prohibitedClaimsCitation?: string;
  /** Advice shown as info when a listed country is targeted. */
  notes?: readonly { country: string; text: string }[];
}

const HEALTH_CLAIMS = [
  { pattern: /\b(cures?|heals?|treatment for)\b/i, label: 'treats or cures' },
  { pattern: /\b(anxiety|cancer|epilepsy|insomnia|depression|pain relief)\b/i, label: 'medical conditions' },
];

export const CATEGORY_RULES: Readonly<Record<RegulatedCategory, CategoryRule>> = {
  cannabis: {
    category: 'cannabis',
    label: 'Cannabis',
    minAge: 21,
    minAgeCitation: 'US state adult-use cannabis laws: advertising only to adults 21 and older',
    countries: { allow: ['US', 'CA', 'UY'] },
    countriesCitation:
      'Adult-use cannabis is legal only in some markets (US states, Canada Cannabis Act, Uruguay Law 19.172)',
    disclaimers: [
      {
        id: 'cannabis.disclaimer.adults-21',
        text: 'For use only by adults 21 and older.',
        phrases: ['for use only by adults 21 and older', 'adults 21 and older', 'adults 21+'],
        citation: 'US state cannabis advertising rules: age disclaimer required on every ad',
      },
    ],
    prohibitedClaims: HEALTH_CLAIMS,
    prohibitedClaimsCitation: 'FDA: cannabis products may not be marketed with disease or health claims',
    notes: [
      {
        country: 'US',
        text: 'Target only states where adult-use cannabis is legal; it remains illegal federally.',
      },
    ],
  },
  cbd: {
    category: 'cbd',
    label: 'CBD',
    minAge: 18,
    minAgeCitation: 'Retailer and platform CBD policies: adult audiences (18+) only',
    countries: { allow: ['US', 'CA', 'GB', 'IE', 'DE', 'NL', 'CH', 'AT'] },
    countriesCitation: 'Hemp-derived CBD may be sold and advertised only in markets that permit it',
    disclaimers: [
      {
        id: 'cbd.disclaimer.fda',
        text: 'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
        phrases: ['not been evaluated by the food and drug administration', 'not been evaluated by the fda'],
        companionPhrases: ['not intended to diagnose'],
        countries: ['US'],
        citation: 'FDA (21 CFR 101.93): required disclaimer for structure/function statements',
      },
    ],
    prohibitedClaims: HEALTH_CLAIMS,
    prohibitedClaimsCitation: 'FDA and FTC: CBD products may not be marketed with disease or health claims',
  },
  adult: {
    category: 'adult',
    label: 'Adult',
    minAge: 18,
    minAgeCitation: 'Adult content may be shown only to adults (18+)',
    countries: { block: ['CN', 'IN', 'IR', 'SA', 'AE', 'PK', 'ID', 'MY', 'QA', 'KW'] },
    countriesCitation: 'Adult content is illegal or blocked in these countries',
    disclaimers: [
      {
        id: 'adult.disclaimer.18-plus',
        text: 'Adults only (18+).',
        phrases: ['18+', 'adults only', '18 and over', '18 or older'],
        citation: 'Adult network terms: ads must state the audience is adults only',
      },
    ],
    prohibitedClaims: [],
  },
  gambling: {
    category: 'gambling',
    label: 'Gambling',
    minAge: 18,
    minAgeByCountry: { US: 21 },
    minAgeCitation: 'Legal gambling age: 18 in most markets, 21 for US sports betting and online casinos',
    countries: {
      allow: [
        'GB',
        'IE',
        'US',
        'CA',
        'AU',
        'NZ',
        'MT',
        'SE',
        'DK',
        'ES',
        'IT',
        'DE',
        'NL',
        'FR',
        'BE',
        'PT',
        'AT',
      ],
    },
    countriesCitation:
      'Online gambling advertising only in licensed markets (advertiser must hold the local licence)',
    disclaimers: [
      {
        id: 'gambling.disclaimer.responsibly',
        text: 'Please gamble responsibly.',
        phrases: ['gamble responsibly', 'gamble aware', 'begambleaware'],
        citation: 'Responsible-gambling messaging required by licensing regulators',
      },
      {
        id: 'gambling.disclaimer.us-helpline',
        text: 'If you or someone you know has a gambling problem, call 1-800-GAMBLER.',
        phrases: ['1-800-gambler', '1-800-522-4700'],
        countries: ['US'],
        citation: 'US state gaming regulators: problem-gambling helpline in every ad',
      },
    ],
    prohibitedClaims: [
      { pattern: /\b(sure|easy|guaranteed) (win|money|bet)s?\b/i, label: 'promised winnings' },
    ],
    prohibitedClaimsCitation: 'Gambling advertising codes: never present gambling as a sure way to win',
    notes: [{ country: 'US', text: 'Target only states where the operator is licensed.' }],
  },
  crypto: {
    category: 'crypto',
    label: 'Crypto',
    minAge: 18,
    minAgeCitation: 'Financial promotions may be directed only at adults (18+)',
    countries: { block: ['CN', 'DZ', 'BD', 'EG', 'MA', 'NP', 'QA', 'TN', 'IQ'] },
    countriesCitation: 'Cryptocurrency trading or promotion is banned in these countries',
    disclaimers: [
      {
        id: 'crypto.disclaimer.risk',
        text: 'Cryptoassets are high-risk and volatile. Don’t invest unless you’re prepared to lose all the money you invest.',
        phrases: [
          'prepared to lose all',
          'could lose all',
          'capital at risk',
          'high-risk investment',
          'high risk investment',
        ],
        citation: 'UK FCA PS23/6 and similar regimes: risk warning on cryptoasset promotions',
      },
    ],
    prohibitedClaims: [
      { pattern: /\b(get rich|double your (money|crypto)|passive income)\b/i, label: 'promised returns' },
    ],
    prohibitedClaimsCitation: 'Financial promotion rules: promotions must be fair, clear and not misleading',
  },
  forex: {
    category: 'forex',
    label: 'Forex',
    minAge: 18,
    minAgeCitation: 'Financial promotions may be directed only at adults (18+)',
    countries: { block: ['BE', 'CN', 'IN'] },
    countriesCitation:
      'Retail forex and CFD promotion is banned or restricted in these countries (e.g. Belgian FSMA ban)',
    disclaimers: [
      {
        id: 'forex.disclaimer.risk',
        text: 'Trading forex on margin carries a high level of risk and may not be suitable for all investors. You could lose more than your deposit.',
        phrases: [
          'high level of risk',
          'retail investor accounts lose money',
          'capital at risk',
          'may not be suitable for all investors',
        ],
        citation: 'ESMA and NFA rules: risk warning on forex and CFD promotions',
      },
    ],
    prohibitedClaims: [{ pattern: /\b(get rich|no risk|double your money)\b/i, label: 'promised returns' }],
    prohibitedClaimsCitation: 'Financial promotion rules: promotions must be fair, clear and not misleading',
  },
};

/** Claims no campaign may make without proof (FTC Act s.5; every platform's misleading-claims policy). */
export const PROHIBITED_CLAIMS: readonly { id: string; pattern: RegExp; label: string }[] = [
  { id: 'claims.guaranteed', pattern: /\bguarantee(d|s)?\b/i, label: '"guaranteed"' },
  { id: 'claims.risk-free', pattern: /\brisk[- ]free\b/i, label: '"risk-free"' },
  { id: 'claims.miracle', pattern: /\bmiracle\b/i, label: '"miracle"' },
  {
    id: 'claims.hundred-percent',
    pattern: /\b100% (free|safe|effective|natural)\b/i,
    label: '"100% ..." absolutes',
  },
  { id: 'claims.no-side-effects', pattern: /\bno side[- ]effects\b/i, label: '"no side effects"' },
];
export const PROHIBITED_CLAIMS_CITATION = 'FTC Act Section 5 and platform misleading-claims policies';

/** Headline limits per platform: hard limits are rejected by the platform, soft ones get truncated. */
export const HEADLINE_LIMITS: Readonly<
  Partial<Record<PlatformId, { max: number; hard: boolean; citation: string }>>
> = {
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

/** Copy that suggests a regulated category, for universal campaigns that may be in the wrong builder. */
export const CATEGORY_KEYWORDS: Readonly<Record<RegulatedCategory, RegExp>> = {
  cannabis: /\b(cannabis|marijuana|weed|thc|dispensary)\b/i,
  cbd: /\b(cbd|cannabidiol)\b/i,
  adult: /\b(xxx|porn|escort|adult (content|videos?))\b/i,
  gambling: /\b(casino|sportsbook|betting|poker|slots|wager)\b/i,
  crypto: /\b(crypto(currency)?|bitcoin|ethereum|token sale|nft)\b/i,
  forex: /\b(forex|fx trading|cfds?|currency trading)\b/i,
};
