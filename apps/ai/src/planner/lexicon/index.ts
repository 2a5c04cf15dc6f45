import { DEVICES, GENDERS } from './audience.ts';
import { CALLS_TO_ACTION } from './creative.ts';
import { INTERESTS } from './interests.ts';
import { KPIS } from './kpis.ts';
import { CURRENCY_WORDS, MULTIPLIERS, PERIODS } from './money.ts';
import { OBJECTIVES } from './objectives.ts';
import { PLACES } from './places.ts';
import { PLATFORMS } from './platforms.ts';
import type { Vocabulary } from './vocabulary.ts';

// Every vocabulary the recogniser reads entities from, in the order their kinds win a tie (same words,
// same length): a platform before an objective ("search"), a place before an interest ("Phoenix").
export const ENTITY_VOCABULARIES: readonly Vocabulary[] = [
  PLATFORMS,
  PLACES,
  KPIS,
  OBJECTIVES,
  DEVICES,
  GENDERS,
  CURRENCY_WORDS,
  CALLS_TO_ACTION,
  INTERESTS,
];

export {
  CALLS_TO_ACTION,
  CURRENCY_WORDS,
  DEVICES,
  GENDERS,
  INTERESTS,
  KPIS,
  MULTIPLIERS,
  OBJECTIVES,
  PERIODS,
  PLACES,
  PLATFORMS,
};
