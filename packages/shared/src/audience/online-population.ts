// People online per country, for audience-size estimates. Approximate internet users around 2023
// (ITU "Facts and Figures" / World Bank IT.NET.USER.ZS x population, cross-checked with DataReportal's
// Digital 2024), rounded to two or three significant figures, in millions. Only the ~60 biggest or most
// advertised markets are listed; the rest use DEFAULT_ONLINE_MILLIONS. An estimate, not a census.

export const ONLINE_MILLIONS: Readonly<Record<string, number>> = {
  CN: 1090,
  IN: 750,
  US: 310,
  ID: 215,
  BR: 185,
  RU: 130,
  NG: 105,
  PK: 110,
  JP: 105,
  MX: 100,
  PH: 86,
  EG: 82,
  BD: 77,
  VN: 78,
  DE: 78,
  TR: 74,
  IR: 73,
  GB: 66,
  TH: 63,
  FR: 60,
  IT: 51,
  KR: 50,
  ES: 45,
  ZA: 45,
  AR: 40,
  CO: 38,
  CA: 38,
  SA: 36,
  MA: 34,
  PL: 33,
  MY: 33,
  DZ: 33,
  IQ: 33,
  UA: 30,
  AU: 25,
  PE: 25,
  TW: 22,
  KE: 22,
  ET: 21,
  VE: 20,
  CL: 18,
  NL: 17,
  RO: 16,
  BE: 11,
  SE: 10,
  CZ: 9.7,
  AE: 9.4,
  PT: 8.9,
  HU: 8.9,
  IL: 8.9,
  GR: 8.5,
  CH: 8.5,
  AT: 8.3,
  HK: 7.2,
  DK: 5.8,
  SG: 5.5,
  NO: 5.4,
  FI: 5.3,
  IE: 5,
  NZ: 4.8,
};

/** A country the table does not list: most of the remaining ~180 have a few million people online. */
export const DEFAULT_ONLINE_MILLIONS = 3;

/** No country chosen yet: everyone online (ITU, 2023: about 5.4 billion). */
export const WORLD_ONLINE_MILLIONS = 5400;

export const onlinePeople = (country: string): number =>
  (ONLINE_MILLIONS[country.trim().toUpperCase()] ?? DEFAULT_ONLINE_MILLIONS) * 1_000_000;

/**
 * Share of people online by age band (first age of the band, share). A blend of the age pyramids of the
 * big markets weighted by internet use: young adults over-represented, 65+ under. 65 means "65+".
 */
export const AGE_BANDS: readonly (readonly [number, number])[] = [
  [13, 0.08],
  [18, 0.14],
  [25, 0.2],
  [35, 0.18],
  [45, 0.16],
  [55, 0.13],
  [65, 0.11],
];

/** Share of people by gender as ad platforms report it; 'other' is small but never zero. */
export const GENDER_SHARE = { female: 0.5, male: 0.49, other: 0.01 } as const;

/**
 * Share of the audience reached mainly on each device (mobile dominates ad impressions; connected TV is
 * small but growing). They add up to 1, so choosing every device is the same as choosing none.
 */
export const DEVICE_SHARE = { mobile: 0.7, desktop: 0.2, tablet: 0.06, ctv: 0.04 } as const;
