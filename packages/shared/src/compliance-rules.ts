// The rules table behind step 6 (Compliance Review), split by concern under compliance/. This module
// keeps the import path existing code uses.

export {
  CANADA_CANNABIS_AGE,
  CANADA_CANNABIS_AGES,
  type CannabisProgramme,
  US_ADULT_USE_STATES,
  US_CANNABIS_STATES,
} from './compliance/cannabis-regions.ts';
export { CATEGORY_RULES } from './compliance/category-rules.ts';
export {
  CATEGORY_KEYWORDS,
  CHILD_IMAGERY_PATTERN,
  copyRulesFor,
  MINORS_PATTERN,
  PROHIBITED_CLAIMS,
  PROHIBITED_CLAIMS_CITATION,
} from './compliance/copy-rules.ts';
export {
  type CopyLimit,
  DESCRIPTION_LIMITS,
  GOOGLE_DESCRIPTION_MAX,
  HEADLINE_LIMITS,
  strictestLimit,
} from './compliance/limits.ts';
export type { CategoryRule, CopyRule, Disclaimer, GeoNote } from './compliance/rule-types.ts';
