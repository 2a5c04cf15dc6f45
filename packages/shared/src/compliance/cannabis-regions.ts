// Cannabis below country level. In the US cannabis stays illegal federally (Controlled Substances Act,
// 21 U.S.C. 812) and each state decides; licensed operators may advertise only where the state licenses
// them, under that state's advertising rules. In Canada it is legal federally (Cannabis Act, S.C. 2018,
// c. 16) with provincial minimum ages. Review this table when a state changes its law.

export type CannabisProgramme = 'adult-use' | 'medical';

interface StateRow {
  programme: CannabisProgramme;
  /** The law or regulator behind the licence (and its advertising rules). */
  source: string;
}

/**
 * US states (and DC) with a licensed cannabis market, as of mid-2025. Sources: NCSL "State Medical
 * Cannabis Laws" and "Cannabis Overview", and each state's statute or regulator below. States absent
 * here (e.g. Idaho, Kansas, Texas and Georgia's low-THC-only programmes, Alabama's not yet operating
 * one) license no cannabis advertising.
 */
export const US_CANNABIS_STATES: Readonly<Record<string, StateRow>> = {
  'US-AK': { programme: 'adult-use', source: 'Alaska Marijuana Control Board, 3 AAC 306.360 (advertising)' },
  'US-AZ': { programme: 'adult-use', source: 'Arizona Smart and Safe Act (Prop. 207), A.R.S. 36-2854' },
  'US-CA': { programme: 'adult-use', source: 'California Bus. & Prof. Code 26150-26156 (advertising)' },
  'US-CO': { programme: 'adult-use', source: 'Colorado Marijuana Enforcement Division, 1 CCR 212-3' },
  'US-CT': { programme: 'adult-use', source: 'Connecticut Public Act 21-1 (RERACA)' },
  'US-DE': { programme: 'adult-use', source: 'Delaware Marijuana Control Act (2023)' },
  'US-IL': { programme: 'adult-use', source: 'Illinois Cannabis Regulation and Tax Act, 410 ILCS 705/55-20' },
  'US-ME': { programme: 'adult-use', source: 'Maine Adult Use Cannabis Act, 28-B M.R.S. 702' },
  'US-MD': { programme: 'adult-use', source: 'Maryland Cannabis Reform Act (2023), COMAR 14.17' },
  'US-MA': {
    programme: 'adult-use',
    source: 'Massachusetts Cannabis Control Commission, 935 CMR 500.105(4)',
  },
  'US-MI': { programme: 'adult-use', source: 'Michigan Regulation and Taxation of Marihuana Act' },
  'US-MN': {
    programme: 'adult-use',
    source: 'Minnesota Statutes chapter 342 (Office of Cannabis Management)',
  },
  'US-MO': { programme: 'adult-use', source: 'Missouri Constitution art. XIV, 19 CSR 100-1.120' },
  'US-MT': { programme: 'adult-use', source: 'Montana Marijuana Regulation and Taxation Act' },
  'US-NV': { programme: 'adult-use', source: 'Nevada Cannabis Compliance Board, NRS 678B.520' },
  'US-NJ': { programme: 'adult-use', source: 'New Jersey CREAMMA, N.J.A.C. 17:30' },
  'US-NM': { programme: 'adult-use', source: 'New Mexico Cannabis Regulation Act' },
  'US-NY': { programme: 'adult-use', source: 'New York MRTA, 9 NYCRR Part 128 (marketing and advertising)' },
  'US-OH': {
    programme: 'adult-use',
    source: 'Ohio Revised Code chapter 3780 (Division of Cannabis Control)',
  },
  'US-OR': { programme: 'adult-use', source: 'Oregon Liquor and Cannabis Commission, OAR 845-025-8020' },
  'US-RI': { programme: 'adult-use', source: 'Rhode Island Cannabis Act (2022)' },
  'US-VT': { programme: 'adult-use', source: 'Vermont Cannabis Control Board, 7 V.S.A. 864' },
  'US-WA': { programme: 'adult-use', source: 'Washington Liquor and Cannabis Board, WAC 314-55-155' },
  'US-AR': { programme: 'medical', source: 'Arkansas Constitution Amendment 98' },
  'US-DC': {
    programme: 'medical',
    source: 'DC Medical Cannabis Program (sales for adult use remain barred)',
  },
  'US-FL': { programme: 'medical', source: 'Florida Statutes 381.986(8)(h) (advertising)' },
  'US-HI': { programme: 'medical', source: 'Hawaii Revised Statutes chapter 329D' },
  'US-KY': { programme: 'medical', source: 'Kentucky Revised Statutes chapter 218B (from 2025)' },
  'US-LA': { programme: 'medical', source: 'Louisiana R.S. 40:1046' },
  'US-MS': { programme: 'medical', source: 'Mississippi Medical Cannabis Act (2022)' },
  'US-NH': { programme: 'medical', source: 'New Hampshire RSA 126-X' },
  'US-ND': { programme: 'medical', source: 'North Dakota Century Code chapter 19-24.1' },
  'US-OK': { programme: 'medical', source: 'Oklahoma Medical Marijuana Authority, 63 O.S. 427' },
  'US-PA': { programme: 'medical', source: 'Pennsylvania Medical Marijuana Act (Act 16 of 2016)' },
  'US-SD': { programme: 'medical', source: 'South Dakota Codified Laws chapter 34-20G' },
  'US-UT': { programme: 'medical', source: 'Utah Medical Cannabis Act, Utah Code 26B-4-2' },
  'US-VA': {
    programme: 'medical',
    source: 'Virginia Code 54.1-3442.5 (adult possession legal, no licensed retail)',
  },
  'US-WV': { programme: 'medical', source: 'West Virginia Medical Cannabis Act' },
};

export const US_CANNABIS_CITATION =
  'US state cannabis laws (NCSL state cannabis tables); cannabis remains illegal federally (21 U.S.C. 812)';

/** The states where licensed adult-use cannabis may be advertised, as ISO 3166-2 codes. */
export const US_ADULT_USE_STATES: readonly string[] = Object.entries(US_CANNABIS_STATES)
  .filter(([, row]) => row.programme === 'adult-use')
  .map(([code]) => code);

/** Canada's provincial minimum ages for cannabis; 19 elsewhere. */
export const CANADA_CANNABIS_AGES: Readonly<Record<string, number>> = { 'CA-AB': 18, 'CA-QC': 21 };
export const CANADA_CANNABIS_AGE = 19;
export const CANADA_CANNABIS_AGE_CITATION =
  'Canadian provincial cannabis acts: legal age 19 (18 in Alberta, 21 in Quebec under its Cannabis Regulation Act)';

export const CANADA_CANNABIS_ACT =
  'Cannabis Act (Canada) s.17: only informational or brand-preference promotion, where young persons cannot see it; no lifestyle, testimonials, or appeal to young persons';
