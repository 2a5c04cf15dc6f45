import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Ages, generations, genders, devices, interests.
// Generations (SEMANTICS.md says "the birth years in packages/shared", which has none; Pew Research's are used):
// Gen Z 1997-2012, millennials 1981-1996, Gen X 1965-1980, boomers 1946-1964; age = 2026 - birth year,
// never below 18, 65 = 65+. So Gen Z 18-29, millennials 30-45, Gen X 46-61, boomers 62-65.

type Draft = NonNullable<CaseStart['draft']>;
const shop: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['facebook', 'instagram'] },
  targeting: { geography: { countries: ['US'] } },
};
const withTargeting = (targeting: Draft['targeting']): Draft => ({
  ...shop,
  targeting: { ...targeting, geography: { countries: ['US'] } },
});

const AGE_MIN = 'targeting.demographics.ageMin';
const AGE_MAX = 'targeting.demographics.ageMax';
const GENDERS = 'targeting.demographics.genders';
const DEVICES = 'targeting.devices';
const INTERESTS = 'targeting.interests';

export const cases: PhrasingCase[] = [
  // --- ages ---
  {
    id: 'ages-range-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: '25-40',
    expect: { [AGE_MIN]: 25, [AGE_MAX]: 40 },
  },
  {
    id: 'ages-over-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: 'over 35',
    expect: { [AGE_MIN]: 35 },
  },
  {
    id: 'ages-plus-1',
    fact: 'ages',
    at: { step: 4, draft: withTargeting({ demographics: { ageMin: 25, ageMax: 65 } }) },
    say: '18+',
    expect: { [AGE_MIN]: 18 },
  },
  {
    id: 'ages-to-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: '25 to 54',
    expect: { [AGE_MIN]: 25, [AGE_MAX]: 54 },
  },
  {
    id: 'ages-spaced-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: 'ages 30 - 60',
    expect: { [AGE_MIN]: 30, [AGE_MAX]: 60 },
  },
  {
    id: 'ages-65-plus-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: 'people 65 and over',
    expect: { [AGE_MIN]: 65, [AGE_MAX]: 65 },
  },
  {
    id: 'ages-and-up-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: 'anyone 21 and up',
    expect: { [AGE_MIN]: 21 },
  },
  {
    id: 'ages-between-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: 'between 35 and 50 yrs old',
    expect: { [AGE_MIN]: 35, [AGE_MAX]: 50 },
  },
  // "under 30" excludes 30.
  {
    id: 'ages-under-1',
    fact: 'ages',
    at: { step: 4, draft: shop },
    say: 'under 30',
    expect: { [AGE_MAX]: 29 },
  },
  {
    id: 'ages-year-olds-1',
    fact: 'ages',
    at: { step: 4, draft: withTargeting({ demographics: { ageMin: 25, ageMax: 65 } }) },
    say: '18-24 year olds',
    expect: { [AGE_MIN]: 18, [AGE_MAX]: 24 },
  },
  {
    id: 'ages-correction-1',
    fact: 'ages',
    at: { step: 4, draft: withTargeting({ demographics: { ageMin: 25, ageMax: 40 } }) },
    say: 'actually 30-45',
    expect: { [AGE_MIN]: 30, [AGE_MAX]: 45 },
  },
  {
    id: 'ages-front-loaded-1',
    fact: 'ages',
    at: { step: 2, draft: { campaignName: 'Roof Leads', objective: 'leads' } },
    say: 'kpi is cpl. audience is 35-65',
    expect: { 'kpis.primary': 'cpl', [AGE_MIN]: 35, [AGE_MAX]: 65 },
  },

  // --- generations ---
  {
    id: 'generations-genz-1',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'Gen Z',
    expect: { [AGE_MIN]: 18, [AGE_MAX]: 29 },
  },
  {
    id: 'generations-genz-2',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'mostly zoomers tbh',
    expect: { [AGE_MIN]: 18, [AGE_MAX]: 29 },
  },
  {
    id: 'generations-millennials-1',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'millennials',
    expect: { [AGE_MIN]: 30, [AGE_MAX]: 45 },
  },
  {
    id: 'generations-millennials-typo-1',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'millenials mostly',
    expect: { [AGE_MIN]: 30, [AGE_MAX]: 45 },
  },
  {
    id: 'generations-genx-1',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'gen x',
    expect: { [AGE_MIN]: 46, [AGE_MAX]: 61 },
  },
  {
    id: 'generations-boomers-1',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'boomers',
    expect: { [AGE_MIN]: 62, [AGE_MAX]: 65 },
  },
  {
    id: 'generations-two-1',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'gen z and millennials',
    expect: { [AGE_MIN]: 18, [AGE_MAX]: 45 },
  },
  {
    id: 'generations-two-2',
    fact: 'generations',
    at: { step: 4, draft: shop },
    say: 'Gen X and boomers, they have the money',
    expect: { [AGE_MIN]: 46, [AGE_MAX]: 65 },
  },
  {
    id: 'generations-front-loaded-1',
    fact: 'generations',
    at: { step: 3, draft: { campaignName: 'Drop 07', objective: 'sales', kpis: { primary: 'roas' } } },
    say: 'tiktok + insta, we sell to gen z',
    expect: { 'platforms.selected': ['tiktok', 'instagram'], [AGE_MIN]: 18, [AGE_MAX]: 29 },
  },

  // --- genders ---
  {
    id: 'genders-women-ages-1',
    fact: 'genders',
    at: { step: 4, draft: shop },
    say: 'women 25-40',
    expect: { [GENDERS]: ['female'], [AGE_MIN]: 25, [AGE_MAX]: 40 },
  },
  {
    id: 'genders-men-only-1',
    fact: 'genders',
    at: { step: 4, draft: shop },
    say: 'men only',
    expect: { [GENDERS]: ['male'] },
  },
  {
    id: 'genders-female-only-1',
    fact: 'genders',
    at: { step: 4, draft: shop },
    say: 'female only',
    expect: { [GENDERS]: ['female'] },
  },
  {
    id: 'genders-guys-1',
    fact: 'genders',
    at: { step: 4, draft: shop },
    say: 'guys 18-34',
    expect: { [GENDERS]: ['male'], [AGE_MIN]: 18, [AGE_MAX]: 34 },
  },
  {
    id: 'genders-all-1',
    fact: 'genders',
    at: { step: 4, draft: withTargeting({ demographics: { ageMin: 18, ageMax: 65, genders: ['female'] } }) },
    say: 'actually all genders',
    expect: { [GENDERS]: [] },
  },
  {
    id: 'genders-both-1',
    fact: 'genders',
    at: { step: 4, draft: withTargeting({ demographics: { ageMin: 18, ageMax: 65, genders: ['male'] } }) },
    say: 'both men and women',
    expect: { [GENDERS]: [] },
  },
  {
    id: 'genders-ladies-1',
    fact: 'genders',
    at: { step: 4, draft: shop },
    say: 'ladies 45+',
    expect: { [GENDERS]: ['female'], [AGE_MIN]: 45 },
  },
  {
    id: 'genders-front-loaded-1',
    fact: 'genders',
    at: { step: 1 },
    say: 'name: Pet Pals, women 25-40',
    expect: { campaignName: 'Pet Pals', [GENDERS]: ['female'], [AGE_MIN]: 25, [AGE_MAX]: 40 },
  },
  {
    id: 'genders-front-loaded-2',
    fact: 'genders',
    at: { step: 3, draft: { campaignName: 'Gym Jam', objective: 'leads', kpis: { primary: 'cpl' } } },
    say: 'instagram. men 18 to 30 for this one',
    expect: { 'platforms.selected': ['instagram'], [GENDERS]: ['male'], [AGE_MIN]: 18, [AGE_MAX]: 30 },
  },

  // --- devices ---
  {
    id: 'devices-mobile-only-1',
    fact: 'devices',
    at: { step: 4, draft: shop },
    say: 'mobile only',
    expect: { [DEVICES]: ['mobile'] },
  },
  {
    id: 'devices-desktop-tablet-1',
    fact: 'devices',
    at: { step: 4, draft: shop },
    say: 'desktop and tablet',
    expect: { [DEVICES]: ['desktop', 'tablet'] },
  },
  {
    id: 'devices-phones-1',
    fact: 'devices',
    at: { step: 4, draft: shop },
    say: 'phones only pls',
    expect: { [DEVICES]: ['mobile'] },
  },
  {
    id: 'devices-add-ctv-1',
    fact: 'devices',
    at: { step: 4, draft: withTargeting({ devices: ['mobile'] }) },
    say: 'connected tv too',
    expect: { [DEVICES]: ['mobile', 'ctv'] },
  },
  // No devices means all devices, so "no desktop" leaves the other three.
  {
    id: 'devices-negation-1',
    fact: 'devices',
    at: { step: 4, draft: shop },
    say: 'no desktop',
    expect: { [DEVICES]: ['mobile', 'tablet', 'ctv'] },
  },
  {
    id: 'devices-desktop-1',
    fact: 'devices',
    at: { step: 4, draft: shop },
    say: "desktop only, it's B2B software",
    expect: { [DEVICES]: ['desktop'] },
  },
  {
    id: 'devices-smartphones-tablets-1',
    fact: 'devices',
    at: { step: 4, draft: shop },
    say: 'smartphones and tablets',
    expect: { [DEVICES]: ['mobile', 'tablet'] },
  },
  {
    id: 'devices-front-loaded-1',
    fact: 'devices',
    at: {
      step: 3,
      draft: { campaignName: 'Stride Installs', objective: 'app_installs', kpis: { primary: 'cpi' } },
    },
    say: 'tiktok and insta, mobile only obviously',
    expect: { 'platforms.selected': ['tiktok', 'instagram'], [DEVICES]: ['mobile'] },
  },

  // --- interests --- (lower case, one entry per interest)
  {
    id: 'interests-1',
    fact: 'interests',
    at: { step: 4, draft: shop },
    say: 'people into running and fitness',
    expect: { [INTERESTS]: ['running', 'fitness'] },
  },
  {
    id: 'interests-2',
    fact: 'interests',
    at: { step: 4, draft: shop },
    say: 'interested in yoga, pilates & meditation',
    expect: { [INTERESTS]: ['yoga', 'pilates', 'meditation'] },
  },
  {
    id: 'interests-3',
    fact: 'interests',
    at: { step: 4, draft: shop },
    say: 'fans of craft beer',
    expect: { [INTERESTS]: ['craft beer'] },
  },
  {
    id: 'interests-4',
    fact: 'interests',
    at: { step: 4, draft: shop },
    say: 'who like hiking and camping',
    expect: { [INTERESTS]: ['hiking', 'camping'] },
  },
  {
    id: 'interests-5',
    fact: 'interests',
    at: { step: 4, draft: shop },
    say: 'interests: home decor, diy',
    expect: { [INTERESTS]: ['home decor', 'diy'] },
  },
  {
    id: 'interests-add-1',
    fact: 'interests',
    at: { step: 4, draft: withTargeting({ interests: ['running'] }) },
    say: 'add cycling to the interests',
    expect: { [INTERESTS]: ['running', 'cycling'] },
  },
  {
    id: 'interests-emoji-1',
    fact: 'interests',
    at: { step: 4, draft: shop },
    say: 'into skincare & beauty 💄',
    expect: { [INTERESTS]: ['skincare', 'beauty'] },
  },
  {
    id: 'interests-remove-1',
    fact: 'interests',
    at: { step: 4, draft: withTargeting({ interests: ['golf', 'tennis', 'sailing'] }) },
    say: 'drop tennis',
    expect: { [INTERESTS]: ['golf', 'sailing'] },
  },
  {
    id: 'interests-with-gender-1',
    fact: 'interests',
    at: { step: 4, draft: shop },
    say: 'men into golf',
    expect: { [GENDERS]: ['male'], [INTERESTS]: ['golf'] },
  },

  // --- several audience facts in one message ---
  {
    id: 'audience-multi-1',
    fact: 'audience-multi',
    at: { step: 4, draft: { ...shop, targeting: {} } },
    say: 'women 25-40 in the UK, mobile only, into yoga',
    expect: {
      [GENDERS]: ['female'],
      [AGE_MIN]: 25,
      [AGE_MAX]: 40,
      'targeting.geography.countries': ['GB'],
      [DEVICES]: ['mobile'],
      [INTERESTS]: ['yoga'],
    },
  },
  {
    id: 'audience-multi-2',
    fact: 'audience-multi',
    at: { step: 4, draft: { ...shop, targeting: {} } },
    say: 'men 30-55, desktop, interested in golf and sailing, US only',
    expect: {
      [GENDERS]: ['male'],
      [AGE_MIN]: 30,
      [AGE_MAX]: 55,
      [DEVICES]: ['desktop'],
      [INTERESTS]: ['golf', 'sailing'],
      'targeting.geography.countries': ['US'],
    },
  },
  {
    id: 'audience-multi-3',
    fact: 'audience-multi',
    at: { step: 4, draft: { ...shop, targeting: {} } },
    say: 'DACH, millennials, into cycling, phones n tablets',
    expect: {
      'targeting.geography.countries': ['DE', 'AT', 'CH'],
      [AGE_MIN]: 30,
      [AGE_MAX]: 45,
      [INTERESTS]: ['cycling'],
      [DEVICES]: ['mobile', 'tablet'],
    },
  },
  {
    id: 'audience-question-1',
    fact: 'audience-multi',
    at: { step: 4, draft: shop },
    say: 'should we go narrower on age or keep it broad?',
    unchanged: true,
  },
];
