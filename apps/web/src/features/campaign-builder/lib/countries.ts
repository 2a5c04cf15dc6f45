// ISO 3166-1 alpha-2 codes (officially assigned). Names come from the browser (Intl.DisplayNames), so
// the list stays a few hundred bytes and follows the user's language.
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

export interface Country {
  code: string;
  name: string;
}

let displayNames: Intl.DisplayNames | null | undefined;

/** The country's name in the browser's language; the code itself when the browser cannot name it. */
export function countryName(code: string): string {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(undefined, { type: 'region' });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

let sorted: Country[] | null = null;

/** Every country, sorted by name. */
export function allCountries(): Country[] {
  sorted ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return sorted;
}

/** Lower case without accents, for searches that ignore both. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Countries whose name or code contains the query (case- and accent-insensitive). */
export function searchCountries(query: string, countries: readonly Country[] = allCountries()): Country[] {
  const q = fold(query.trim());
  if (!q) return [...countries];
  return countries.filter((c) => fold(c.name).includes(q) || c.code.toLowerCase() === q);
}
