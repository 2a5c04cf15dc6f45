import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Regulated categories: reading the category, choosing what the category allows (platforms, countries,
// ages), disclaimers, claims, and warnings that belong to other countries.
// SEMANTICS.md is silent on regulated refusals; these cases take the builder's rules (packages/shared
// compliance/category-rules.ts, campaign/platforms.ts): a platform that does not accept the category, a country where it may
// not run, and copy with a prohibited claim or an appeal to minors are not written into the draft, and the
// reply says so; an audience below the legal age is raised to it and the reply says so.

type Draft = NonNullable<CaseStart['draft']>;
type Category = NonNullable<Draft['regulatedCategory']>;
const reg = (regulatedCategory: Category, d: Draft): Draft => ({
  campaignType: 'regulated',
  regulatedCategory,
  ...d,
});
const cannabis = reg('cannabis', {
  campaignName: 'Green Friday',
  objective: 'traffic',
  kpis: { primary: 'cpc' },
  platforms: { selected: ['mantis', 'traffic-roots'] },
  targeting: {
    demographics: { ageMin: 21, ageMax: 65 },
    geography: { countries: ['US'], regions: ['Colorado'] },
  },
});
const cannabisNoGeo = reg('cannabis', {
  campaignName: 'Green Friday',
  objective: 'traffic',
  kpis: { primary: 'cpc' },
  platforms: { selected: ['mantis', 'traffic-roots'] },
});
const cbdUs = reg('cbd', {
  campaignName: 'Soothe Holiday',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['facebook', 'mantis'] },
  compliance: { certifications: ['facebook'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Hemp balm for after the gym'] } },
});
const cbdDe = reg('cbd', {
  ...cbdUs,
  platforms: { selected: ['mantis'] },
  compliance: {},
  targeting: { geography: { countries: ['DE'] } },
});
const gamblingUs = reg('gambling', {
  campaignName: 'NJ Playoff Push',
  objective: 'leads',
  kpis: { primary: 'cpl' },
  platforms: { selected: ['google-ads'] },
  compliance: { certifications: ['google-ads'] },
  targeting: {
    demographics: { ageMin: 21, ageMax: 65 },
    geography: { countries: ['US'], regions: ['New Jersey'] },
  },
  creatives: { copy: { headlines: ['NJ odds, live every game'] } },
});
const gamblingDe = reg('gambling', {
  ...gamblingUs,
  campaignName: 'Bundesliga Boost',
  targeting: { geography: { countries: ['DE'] } },
  creatives: { copy: { headlines: ['Bundesliga odds, every match'] } },
});
const gamblingGb = reg('gambling', {
  ...gamblingUs,
  campaignName: 'Six Nations Kickoff',
  platforms: { selected: ['google-ads', 'facebook'] },
  compliance: { certifications: ['google-ads', 'facebook'] },
  targeting: { geography: { countries: ['GB', 'IE'] } },
  creatives: { copy: { headlines: ['Six Nations odds are live'] } },
});
const cryptoUs = reg('crypto', {
  campaignName: 'Ledgerly Launch',
  objective: 'app_installs',
  kpis: { primary: 'cpi' },
  platforms: { selected: ['coinzilla', 'bitmedia'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Your keys, your crypto'] } },
});
const forexDe = reg('forex', {
  campaignName: 'Trade the Majors',
  objective: 'leads',
  kpis: { primary: 'cpl' },
  platforms: { selected: ['coinzilla'] },
  targeting: { geography: { countries: ['DE', 'NL'] } },
  creatives: { copy: { headlines: ['Trade EUR/USD with tight spreads'] } },
});
const adult = reg('adult', {
  campaignName: 'Velvet Nights Launch',
  objective: 'sales',
  kpis: { primary: 'cpa' },
  platforms: { selected: ['exoclick', 'trafficjunky'] },
  targeting: { geography: { countries: ['US', 'DE'] } },
});
const adultNoGeo = reg('adult', { ...adult, targeting: {} });
const cryptoNoGeo = reg('crypto', { ...cryptoUs, targeting: {} });
const forexNoGeo = reg('forex', { ...forexDe, targeting: {} });

const CATEGORY = 'regulatedCategory';
const TYPE = 'campaignType';
const DESCRIPTIONS = 'creatives.copy.descriptions';
const HEADLINES = 'creatives.copy.headlines';
const COUNTRIES = 'targeting.geography.countries';
const REGIONS = 'targeting.geography.regions';

export const cases: PhrasingCase[] = [
  // --- the category ---
  {
    id: 'category-cbd-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'we sell CBD oils',
    expect: { [CATEGORY]: 'cbd', [TYPE]: 'regulated' },
  },
  {
    id: 'category-gambling-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: "it's a sportsbook",
    expect: { [CATEGORY]: 'gambling', [TYPE]: 'regulated' },
  },
  {
    id: 'category-gambling-2',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'online casino - slots and roulette mainly',
    expect: { [CATEGORY]: 'gambling', [TYPE]: 'regulated' },
  },
  {
    id: 'category-cannabis-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: "we're a licensed rec dispensary",
    expect: { [CATEGORY]: 'cannabis', [TYPE]: 'regulated' },
  },
  {
    id: 'category-crypto-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'crypto exchange',
    expect: { [CATEGORY]: 'crypto', [TYPE]: 'regulated' },
  },
  {
    id: 'category-forex-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: "we're a forex broker",
    expect: { [CATEGORY]: 'forex', [TYPE]: 'regulated' },
  },
  {
    id: 'category-forex-2',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'its a CFD trading app',
    expect: { [CATEGORY]: 'forex', [TYPE]: 'regulated' },
  },
  {
    id: 'category-adult-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'adult cam site, 18+ obviously',
    expect: { [CATEGORY]: 'adult', [TYPE]: 'regulated' },
  },
  {
    id: 'category-with-name-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'name: Green Friday. we sell weed, recreational, fully licensed',
    expect: { campaignName: 'Green Friday', [CATEGORY]: 'cannabis', [TYPE]: 'regulated' },
  },
  {
    id: 'category-universal-cbd-1',
    fact: 'category',
    at: { step: 1 },
    say: 'we sell CBD gummies',
    expect: { [CATEGORY]: 'cbd', [TYPE]: 'regulated' },
  },
  {
    id: 'category-universal-crypto-1',
    fact: 'category',
    at: { step: 1 },
    say: "it's for our bitcoin wallet",
    expect: { [CATEGORY]: 'crypto', [TYPE]: 'regulated' },
  },

  // --- platforms the category allows ---
  {
    id: 'compliance-platform-refused-1',
    fact: 'compliance-platforms',
    at: { step: 3, regulated: true, draft: { ...cannabisNoGeo, platforms: { selected: [] } } },
    say: 'facebook and instagram pls',
    unchanged: true,
    replyIncludes: ['Mantis'],
  },
  {
    id: 'compliance-platform-refused-2',
    fact: 'compliance-platforms',
    at: { step: 3, regulated: true, draft: { ...cannabisNoGeo, platforms: { selected: [] } } },
    say: 'google ads',
    unchanged: true,
    replyIncludes: ['Traffic Roots'],
  },
  {
    id: 'compliance-platform-refused-3',
    fact: 'compliance-platforms',
    at: { step: 3, regulated: true, draft: { ...adultNoGeo, platforms: { selected: [] } } },
    say: 'tiktok',
    unchanged: true,
    replyIncludes: ['ExoClick'],
  },
  {
    id: 'compliance-platform-partly-refused-1',
    fact: 'compliance-platforms',
    at: { step: 3, regulated: true, draft: { ...cryptoNoGeo, platforms: { selected: [] } } },
    say: 'coinzilla and tiktok',
    expect: { 'platforms.selected': ['coinzilla'] },
    replyIncludes: ['TikTok'],
  },
  {
    id: 'compliance-certification-1',
    fact: 'compliance-platforms',
    at: { step: 3, regulated: true, draft: { ...cbdUs, platforms: { selected: [] }, compliance: {} } },
    say: "facebook and mantis, we have facebook's cbd certification",
    expect: { 'platforms.selected': ['facebook', 'mantis'], 'compliance.certifications': ['facebook'] },
  },
  {
    id: 'compliance-certification-2',
    fact: 'compliance-platforms',
    at: { step: 3, regulated: true, draft: { ...gamblingGb, platforms: { selected: [] }, compliance: {} } },
    say: 'google and facebook, we hold both certs',
    expect: {
      'platforms.selected': ['google-ads', 'facebook'],
      'compliance.certifications': ['google-ads', 'facebook'],
    },
  },
  {
    id: 'compliance-certification-needed-1',
    fact: 'compliance-platforms',
    at: { step: 3, regulated: true, draft: { ...cryptoUs, platforms: { selected: [] } } },
    say: 'coinzilla and google',
    expect: { 'platforms.selected': ['coinzilla', 'google-ads'] },
    replyIncludes: ['certif'],
  },
  {
    id: 'compliance-certification-3',
    fact: 'compliance-platforms',
    at: {
      step: 6,
      regulated: true,
      draft: { ...forexDe, platforms: { selected: ['linkedin', 'coinzilla'] } },
    },
    say: "we're certified on linkedin btw, FCA authorised",
    expect: { 'compliance.certifications': ['linkedin'] },
  },

  // --- where the category may run ---
  {
    id: 'compliance-region-1',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: cannabisNoGeo },
    say: 'Colorado only',
    expect: { [COUNTRIES]: ['US'], [REGIONS]: ['Colorado'] },
  },
  {
    id: 'compliance-region-2',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: cannabisNoGeo },
    say: 'colorado, washington and oregon',
    expect: { [COUNTRIES]: ['US'], [REGIONS]: ['Colorado', 'Washington', 'Oregon'] },
  },
  {
    id: 'compliance-region-3',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: { ...gamblingUs, targeting: {} } },
    say: 'new jersey and pennsylvania only, thats where we hold licences',
    expect: { [COUNTRIES]: ['US'], [REGIONS]: ['New Jersey', 'Pennsylvania'] },
  },
  {
    id: 'compliance-country-refused-1',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: cannabis },
    say: 'Germany too',
    unchanged: true,
    replyIncludes: ['Germany'],
  },
  {
    id: 'compliance-country-refused-2',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: forexNoGeo },
    say: 'UK, Germany and Belgium',
    expect: { [COUNTRIES]: ['GB', 'DE'] },
    replyIncludes: ['Belgium'],
  },
  {
    id: 'compliance-country-refused-3',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: cryptoNoGeo },
    say: 'US, UK and China',
    expect: { [COUNTRIES]: ['US', 'GB'] },
    replyIncludes: ['China'],
  },
  {
    id: 'compliance-country-refused-4',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: adultNoGeo },
    say: 'US, germany, india',
    expect: { [COUNTRIES]: ['US', 'DE'] },
    replyIncludes: ['India'],
  },
  {
    id: 'compliance-country-allowed-1',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: { ...gamblingGb, targeting: {} } },
    say: 'UK and Ireland',
    expect: { [COUNTRIES]: ['GB', 'IE'] },
  },
  {
    id: 'compliance-country-allowed-2',
    fact: 'compliance-geography',
    at: { step: 4, regulated: true, draft: { ...cbdDe, targeting: {} } },
    say: 'DACH',
    expect: { [COUNTRIES]: ['DE', 'AT', 'CH'] },
  },

  // --- legal age ---
  {
    id: 'compliance-age-raised-1',
    fact: 'compliance-age',
    at: {
      step: 4,
      regulated: true,
      draft: { ...cannabis, targeting: { geography: { countries: ['US'], regions: ['Colorado'] } } },
    },
    say: '18-34',
    expect: { 'targeting.demographics.ageMin': 21, 'targeting.demographics.ageMax': 34 },
    replyIncludes: ['21'],
  },
  {
    id: 'compliance-age-raised-2',
    fact: 'compliance-age',
    at: {
      step: 4,
      regulated: true,
      draft: { ...gamblingUs, targeting: { geography: { countries: ['US'], regions: ['New Jersey'] } } },
    },
    say: 'everyone 18+',
    expect: { 'targeting.demographics.ageMin': 21 },
    replyIncludes: ['21'],
  },
  {
    id: 'compliance-age-fix-approve-1',
    fact: 'compliance-age',
    at: {
      step: 6,
      regulated: true,
      draft: {
        ...cannabis,
        targeting: {
          demographics: { ageMin: 18, ageMax: 65 },
          geography: { countries: ['US'], regions: ['Colorado'] },
        },
        creatives: {
          copy: {
            headlines: ['Mile High menu, now online'],
            descriptions: ['For use only by adults 21 and older.'],
          },
        },
      },
    },
    say: 'yes fix it',
    expect: { 'targeting.demographics.ageMin': 21 },
  },
  {
    id: 'compliance-age-fix-approve-2',
    fact: 'compliance-age',
    at: {
      step: 6,
      regulated: true,
      draft: {
        ...gamblingUs,
        targeting: {
          demographics: { ageMin: 18, ageMax: 65 },
          geography: { countries: ['US'], regions: ['New Jersey'] },
        },
        creatives: {
          copy: {
            headlines: ['NJ odds, live every game'],
            descriptions: ['Please gamble responsibly. Gambling problem? Call 1-800-GAMBLER.'],
          },
        },
      },
    },
    say: 'sounds good, do it',
    expect: { 'targeting.demographics.ageMin': 21 },
  },
  {
    id: 'compliance-age-question-1',
    fact: 'compliance-age',
    at: {
      step: 6,
      regulated: true,
      draft: {
        ...cannabis,
        targeting: {
          demographics: { ageMin: 18, ageMax: 65 },
          geography: { countries: ['US'], regions: ['Colorado'] },
        },
        creatives: {
          copy: {
            headlines: ['Mile High menu, now online'],
            descriptions: ['For use only by adults 21 and older.'],
          },
        },
      },
    },
    say: 'what do i need to fix?',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['21'],
  },

  // --- disclaimers, and only the ones for the targeted countries ---
  {
    id: 'disclaimer-add-gambling-1',
    fact: 'disclaimer',
    at: { step: 5, regulated: true, draft: gamblingGb },
    say: 'add "Please gamble responsibly." to the ad description',
    expect: { [DESCRIPTIONS]: ['Please gamble responsibly.'] },
  },
  {
    id: 'disclaimer-add-adult-1',
    fact: 'disclaimer',
    at: { step: 5, regulated: true, draft: adult },
    say: 'ad description: Adults only (18+). New scenes daily.',
    expect: { [DESCRIPTIONS]: ['Adults only (18+). New scenes daily.'] },
  },
  {
    id: 'disclaimer-add-cannabis-1',
    fact: 'disclaimer',
    at: { step: 5, regulated: true, draft: cannabis },
    say: 'headline "Mile High menu, now online" and ad description "For use only by adults 21 and older."',
    expect: {
      [HEADLINES]: ['Mile High menu, now online'],
      [DESCRIPTIONS]: ['For use only by adults 21 and older.'],
    },
  },
  {
    id: 'disclaimer-add-forex-1',
    fact: 'disclaimer',
    at: { step: 5, regulated: true, draft: forexDe },
    say: 'add the risk warning as a description: 74% of retail investor accounts lose money when trading CFDs with this provider.',
    expect: {
      [DESCRIPTIONS]: ['74% of retail investor accounts lose money when trading CFDs with this provider.'],
    },
  },
  {
    id: 'disclaimer-add-crypto-1',
    fact: 'disclaimer',
    at: { step: 5, regulated: true, draft: cryptoUs },
    say: "ad description: Capital at risk. Don't invest unless you're prepared to lose all the money you invest.",
    expect: {
      [DESCRIPTIONS]: [
        "Capital at risk. Don't invest unless you're prepared to lose all the money you invest.",
      ],
    },
  },
  {
    id: 'disclaimer-needed-cbd-us-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: cbdUs },
    say: 'what disclaimer do we need?',
    unchanged: true,
    replyIncludes: ['not been evaluated'],
  },
  {
    id: 'disclaimer-not-for-de-cbd-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: cbdDe },
    say: 'do we need any disclaimers?',
    unchanged: true,
    replyExcludes: ['Food and Drug Administration'],
  },
  {
    id: 'disclaimer-us-gambling-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: gamblingUs },
    say: 'what do i need to add to the ads?',
    unchanged: true,
    replyIncludes: ['1-800-GAMBLER'],
    replyExcludes: ['UKGC', 'Gambling Commission'],
  },
  {
    id: 'disclaimer-de-gambling-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: gamblingDe },
    say: 'what do i need to fix?',
    unchanged: true,
    replyIncludes: ['gamble responsibly'],
    replyExcludes: ['1-800-GAMBLER', 'UKGC', 'Gambling Commission'],
  },
  // The FCA's prescribed crypto risk warning is for UK consumers, not for a US-only campaign.
  {
    id: 'disclaimer-us-crypto-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: cryptoUs },
    say: 'any legal stuff i need in the copy?',
    unchanged: true,
    replyExcludes: ['FCA', 'prepared to lose all'],
  },
  {
    id: 'disclaimer-gb-crypto-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: { ...cryptoUs, targeting: { geography: { countries: ['GB'] } } } },
    say: 'any legal stuff i need in the copy for the uk?',
    unchanged: true,
    replyIncludes: ['prepared to lose all the money you invest'],
  },
  {
    id: 'disclaimer-de-forex-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: forexDe },
    say: 'are we good to go compliance-wise?',
    unchanged: true,
    replyIncludes: ['retail investor accounts lose money'],
    replyExcludes: ['FCA', '1-800'],
  },
  {
    id: 'disclaimer-us-forex-1',
    fact: 'disclaimer',
    at: { step: 6, regulated: true, draft: { ...forexDe, targeting: { geography: { countries: ['US'] } } } },
    say: 'what risk wording do we need for the US?',
    unchanged: true,
    replyIncludes: ['risk of loss'],
    replyExcludes: ['FCA', 'ESMA'],
  },

  // --- claims and minors ---
  {
    id: 'claims-minors-1',
    fact: 'compliance-claims',
    at: { step: 5, regulated: true, draft: reg('cbd', { ...cbdUs, creatives: {} }) },
    say: 'headline: Kids love our gummies!',
    unchanged: true,
    replyIncludes: ['kids'],
  },
  {
    id: 'claims-minors-2',
    fact: 'compliance-claims',
    at: { step: 5, regulated: true, draft: cannabis },
    say: 'headline idea: "Candy-sweet gummies for the weekend"',
    unchanged: true,
    replyIncludes: ['candy'],
  },
  {
    id: 'claims-health-1',
    fact: 'compliance-claims',
    at: { step: 5, regulated: true, draft: cannabis },
    say: 'headline "Cures anxiety fast"',
    unchanged: true,
    replyIncludes: ['cure'],
  },
  {
    id: 'claims-returns-1',
    fact: 'compliance-claims',
    at: { step: 5, regulated: true, draft: reg('crypto', { ...cryptoUs, creatives: {} }) },
    say: 'headline: Double your money with BTC',
    unchanged: true,
    replyIncludes: ['double your money'],
  },
  {
    id: 'claims-winnings-1',
    fact: 'compliance-claims',
    at: { step: 5, regulated: true, draft: reg('gambling', { ...gamblingGb, creatives: {} }) },
    say: 'headline - Guaranteed wins every weekend',
    unchanged: true,
    replyIncludes: ['guarantee'],
  },
];
