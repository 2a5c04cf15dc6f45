import type { PlatformId, RegulatedCategory } from '../campaign/platforms.ts';

// Shapes of the rules table. Every disclaimer, warning and jurisdiction-specific rule names where it
// applies (countries as ISO 3166-1 'GB', regions as ISO 3166-2 'US-CO'), so none leaks into markets
// whose law does not ask for it.

export interface Disclaimer {
  id: string;
  /** The full wording, suggested where the copy has room for it on one line. */
  text: string;
  /**
   * Wordings that fit tighter lines, longest first; each is one or more description lines. Every one
   * must satisfy `phrases` and `alsoRequired` on its own (a test holds the table to it).
   */
  shortForms?: readonly (readonly string[])[];
  /** Any of these (case-insensitive) in a visible line satisfies the rule... */
  phrases: readonly string[];
  /** ...together with any of these, when set (a second sentence the rule requires). */
  alsoRequired?: readonly string[];
  /** Text that belongs to the disclaimer: exempt from claim checks, not sufficient alone. */
  companionPhrases?: readonly string[];
  /** Said with the fix, when the suggested wording is not right for every advertiser. */
  note?: string;
  /** Applies only when one of these jurisdictions is targeted. */
  countries?: readonly string[];
  /** Applies only when one of these platforms is selected (a network's own terms). */
  platforms?: readonly PlatformId[];
  citation: string;
}

export interface CopyRule {
  id: string;
  pattern: RegExp;
  label: string;
  citation: string;
  /** Applies only when one of these jurisdictions is targeted; everywhere otherwise. */
  countries?: readonly string[];
}

export interface GeoNote {
  /** Country or region code the note is about. */
  jurisdiction: string;
  severity: 'info' | 'warning';
  text: string;
  fix: string;
  citation: string;
}

export interface CategoryRule {
  category: RegulatedCategory;
  label: string;
  /** The age where no country or region rule says otherwise. */
  minAge: number;
  minAgeByCountry?: Readonly<Record<string, number>>;
  /** Region ages; a country targeted whole needs the strictest of its own and its regions'. */
  minAgeByRegion?: Readonly<Record<string, number>>;
  minAgeCitation: string;
  /** Either the only countries where the category may run, or the countries where it may not. */
  countries: { allow: readonly string[] } | { block: readonly string[] };
  countriesCitation: string;
  disclaimers: readonly Disclaimer[];
  /** Claims this category must never make, on top of the rules for every campaign. */
  prohibitedClaims: readonly { pattern: RegExp; label: string; countries?: readonly string[] }[];
  prohibitedClaimsCitation?: string;
  /** Copy that appeals to minors: always checked for regulated categories; `imagery` adds candy and cartoons. */
  minors: { citation: string; imagery: boolean };
  /** Advice or warnings shown when a listed jurisdiction is targeted. */
  notes?: readonly GeoNote[];
}
