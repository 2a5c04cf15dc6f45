import type { RegulatedCategory } from '../campaign/platforms.ts';
import { groupCountries } from '../geo/country-groups.ts';
import {
  CANADA_CANNABIS_ACT,
  CANADA_CANNABIS_AGE,
  CANADA_CANNABIS_AGE_CITATION,
  CANADA_CANNABIS_AGES,
} from './cannabis-regions.ts';
import type { CategoryRule } from './rule-types.ts';

// CATEGORY x COUNTRY: where, from what age, with which disclaimers. It simplifies public law and
// platform policy into checks a machine can run; it flags problems early and never replaces the
// advertiser's legal review. Platform acceptance (CATEGORY x PLATFORM) lives in campaign/platforms.ts.

const HEALTH_CLAIMS = [
  { pattern: /\b(cures?|heals?|treatment for)\b/i, label: 'treats or cures' },
  { pattern: /\b(anxiety|cancer|epilepsy|insomnia|depression|pain relief)\b/i, label: 'medical conditions' },
];

/** EU and EEA states, where the national CFD measures that followed ESMA's intervention apply. */
const EEA = groupCountries('eea');

/** Markets where a licensed operator may advertise online gambling (the advertiser holds the licence). */
const GAMBLING_MARKETS = [
  ...['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'MT', 'SE', 'DK'],
  ...['ES', 'IT', 'DE', 'NL', 'FR', 'BE', 'PT', 'AT'],
];

const CANNABIS_CANADA_NOTE = {
  jurisdiction: 'CA',
  severity: 'warning',
  text: 'Canada allows cannabis promotion only as information or brand preference, seen by adults only: no lifestyle, testimonials or appeal to young people.',
  fix: 'Use only age-gated placements and factual copy, or stop targeting Canada.',
  citation: CANADA_CANNABIS_ACT,
} as const;

export const CATEGORY_RULES: Readonly<Record<RegulatedCategory, CategoryRule>> = {
  cannabis: {
    category: 'cannabis',
    label: 'Cannabis',
    minAge: 21,
    minAgeByCountry: { CA: CANADA_CANNABIS_AGE },
    minAgeByRegion: CANADA_CANNABIS_AGES,
    minAgeCitation: `US state adult-use laws: adults 21 and older; ${CANADA_CANNABIS_AGE_CITATION}`,
    // Uruguay legalised cannabis (Law 19.172) but its art. 11 bans every form of cannabis advertising.
    countries: { allow: ['US', 'CA'] },
    countriesCitation:
      'Cannabis may be advertised only where licensed: US states (see the state table) and Canada (Cannabis Act); Uruguay Law 19.172 art. 11 bans all cannabis advertising',
    disclaimers: [
      {
        id: 'cannabis.disclaimer.adults-21',
        text: 'For use only by adults 21 and older.',
        phrases: ['for use only by adults 21 and older', 'adults 21 and older', 'adults 21+'],
        countries: ['US'],
        citation: 'US state cannabis advertising rules: age disclaimer required on every ad',
      },
    ],
    prohibitedClaims: HEALTH_CLAIMS,
    prohibitedClaimsCitation:
      'FDA (US) and Cannabis Act s.17 (Canada): cannabis may not be marketed with disease or health claims',
    minors: {
      imagery: true,
      citation:
        'Cal. Bus. & Prof. Code 26152(e)-(f) and other US state cannabis rules; Cannabis Act (Canada) s.17(1)(a): nothing that appeals to minors, no cartoons or candy-like imagery',
    },
    notes: [CANNABIS_CANADA_NOTE],
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
        // The same two sentences on two lines, then "FDA" for the agency's name.
        shortForms: [
          [
            'These statements have not been evaluated by the Food and Drug Administration.',
            'This product is not intended to diagnose, treat, cure, or prevent any disease.',
          ],
          [
            'These statements have not been evaluated by the FDA.',
            'This product is not intended to diagnose, treat, cure, or prevent any disease.',
          ],
        ],
        phrases: ['not been evaluated by the food and drug administration', 'not been evaluated by the fda'],
        alsoRequired: ['not intended to diagnose, treat, cure, or prevent any disease'],
        companionPhrases: ['not intended to diagnose, treat, cure, or prevent any disease'],
        countries: ['US'],
        citation:
          'FDA (21 CFR 101.93(c)): both sentences of the disclaimer for structure/function statements',
      },
    ],
    prohibitedClaims: HEALTH_CLAIMS,
    prohibitedClaimsCitation:
      'FDA and FTC (US), CAP Code 12 (UK), Regulation (EC) 1924/2006 (EU): CBD may not be marketed with disease or health claims',
    minors: {
      imagery: true,
      citation:
        'Google and Meta CBD policies and US state hemp laws: no marketing attractive to minors (cartoons, candy-like products)',
    },
    // CBD is cannabis under Canadian law, so the Cannabis Act's promotion rules apply to it too.
    notes: [CANNABIS_CANADA_NOTE],
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
        // The networks' own terms, wherever they serve the ad.
        platforms: ['exoclick', 'trafficjunky'],
        citation: 'ExoClick and TrafficJunky advertiser terms: ads must state the audience is adults only',
      },
    ],
    prohibitedClaims: [],
    minors: {
      imagery: false,
      citation:
        'ExoClick and TrafficJunky advertiser terms: nothing that depicts, suggests or addresses minors',
    },
  },
  gambling: {
    category: 'gambling',
    label: 'Gambling',
    minAge: 18,
    minAgeByCountry: { US: 21 },
    minAgeCitation: 'Legal gambling age: 18 in most markets, 21 for US sports betting and online casinos',
    countries: { allow: GAMBLING_MARKETS },
    countriesCitation:
      'Online gambling advertising only in licensed markets (advertiser must hold the local licence)',
    disclaimers: [
      {
        id: 'gambling.disclaimer.responsibly',
        text: 'Please gamble responsibly.',
        phrases: ['gamble responsibly', 'gamble aware', 'begambleaware', 'take time to think'],
        countries: GAMBLING_MARKETS,
        citation:
          // Neutral on purpose: the review quotes it for every licensed market, not only the UK.
          'Safer-gambling messaging required by the gambling regulator of each licensed market',
      },
      {
        id: 'gambling.disclaimer.us-helpline',
        text: 'If you or someone you know has a gambling problem, call 1-800-GAMBLER.',
        shortForms: [['Gambling problem? Call 1-800-GAMBLER.']],
        phrases: ['1-800-gambler', '1-800-522-4700'],
        countries: ['US'],
        citation: 'US state gaming regulators: problem-gambling helpline in every ad',
      },
    ],
    prohibitedClaims: [
      { pattern: /\b(sure|easy|guaranteed) (win|money|bet)s?\b/i, label: 'promised winnings' },
    ],
    prohibitedClaimsCitation: 'Gambling advertising codes: never present gambling as a sure way to win',
    minors: {
      imagery: true,
      citation:
        'CAP Code 16.3.12 (UK): nothing of particular appeal to under-18s; AGA Responsible Marketing Code for Sports Wagering (US)',
    },
    notes: [
      {
        jurisdiction: 'US',
        severity: 'info',
        text: 'Target only states where the operator is licensed.',
        fix: 'Narrow the location targeting to your licensed states.',
        citation: 'US state gaming laws: online wagering is licensed state by state',
      },
    ],
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
        id: 'crypto.disclaimer.uk-risk',
        text: "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong.",
        // FCA allows a shortened warning where the medium limits characters.
        shortForms: [
          [
            "Don't invest unless you're prepared to lose all the money you invest.",
            'This is a high-risk investment and you should not expect to be protected if something goes wrong.',
          ],
          ["Don't invest unless you're prepared to lose all the money you invest."],
        ],
        phrases: ['prepared to lose all the money you invest'],
        countries: ['GB'],
        citation:
          'UK FCA COBS 4.12A (PS23/6): prescribed risk warning on cryptoasset promotions to UK consumers',
      },
    ],
    prohibitedClaims: [
      { pattern: /\b(get rich|double your (money|crypto)|passive income)\b/i, label: 'promised returns' },
    ],
    prohibitedClaimsCitation: 'Financial promotion rules: promotions must be fair, clear and not misleading',
    minors: { imagery: false, citation: 'Financial promotions may be directed only at adults (18+)' },
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
        id: 'forex.disclaimer.cfd-risk',
        // ESMA's standard wording for a provider without 12 months of history; the others state their own share.
        text: 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. Between 74-89% of retail investor accounts lose money when trading CFDs.',
        shortForms: [
          [
            'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.',
            'Between 74-89% of retail investor accounts lose money when trading CFDs.',
          ],
          ['Between 74-89% of retail investor accounts lose money when trading CFDs.'],
          ['Between 74-89% of retail CFD accounts lose money.'],
        ],
        phrases: ['retail investor accounts lose money', 'retail cfd accounts lose money'],
        note: 'A provider with 12 months of CFD history must state its own share of losing accounts instead.',
        countries: [...EEA, 'GB'],
        citation:
          'ESMA Decision (EU) 2018/796 Annex II as made permanent by national regulators (EEA) and FCA COBS 22.5 (UK): CFD risk warning with the share of losing retail accounts',
      },
      {
        id: 'forex.disclaimer.us-risk',
        text: 'Forex trading involves substantial risk of loss and is not suitable for all investors.',
        phrases: ['risk of loss'],
        countries: ['US'],
        citation: 'NFA Compliance Rule 2-29: promotional material must state the risk of loss as prominently',
      },
    ],
    prohibitedClaims: [{ pattern: /\b(get rich|no risk|double your money)\b/i, label: 'promised returns' }],
    prohibitedClaimsCitation: 'Financial promotion rules: promotions must be fair, clear and not misleading',
    minors: { imagery: false, citation: 'Financial promotions may be directed only at adults (18+)' },
  },
};
