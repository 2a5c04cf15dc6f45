// Generations by birth year (Pew Research's boundaries), turned into the draft's age range for a given
// year. Shared by the AI planner ("target millennials") and anything else that names a generation.

import { AGE_MAX, AGE_MIN } from '../campaign/draft-factory.ts';
import { normalise } from '../geo/normalise.ts';

export type GenerationId = 'gen-alpha' | 'gen-z' | 'millennials' | 'gen-x' | 'boomers';

export interface Generation {
  id: GenerationId;
  label: string;
  /** First birth year. */
  bornFrom: number;
  /** Last birth year; none for the generation still being born. */
  bornTo?: number;
  /** Names people type; matched after normalise() (case, hyphens, accents). */
  aliases: readonly string[];
  /** False for Gen Alpha: children, still being born, so never an ad audience. */
  targetable: boolean;
}

/** We never target minors by generation, whatever AGE_MIN allows. */
export const GENERATION_MIN_AGE = 18;

export const GENERATIONS: readonly Generation[] = [
  {
    id: 'gen-alpha',
    label: 'Gen Alpha',
    bornFrom: 2013,
    aliases: ['gen alpha', 'generation alpha', 'genalpha', 'alphas'],
    targetable: false,
  },
  {
    id: 'gen-z',
    label: 'Gen Z',
    bornFrom: 1997,
    bornTo: 2012,
    aliases: ['gen z', 'genz', 'generation z', 'zoomers', 'zoomer', 'gen zers', 'gen zs'],
    targetable: true,
  },
  {
    id: 'millennials',
    label: 'Millennials',
    bornFrom: 1981,
    bornTo: 1996,
    // 'millenials' is the usual misspelling.
    aliases: ['millennials', 'millennial', 'millenials', 'millenial', 'gen y', 'geny', 'generation y'],
    targetable: true,
  },
  {
    id: 'gen-x',
    label: 'Gen X',
    bornFrom: 1965,
    bornTo: 1980,
    aliases: ['gen x', 'genx', 'generation x', 'gen xers', 'gen xer'],
    targetable: true,
  },
  {
    id: 'boomers',
    label: 'Baby Boomers',
    bornFrom: 1946,
    bornTo: 1964,
    aliases: ['boomers', 'boomer', 'baby boomers', 'baby boomer', 'the boomer generation'],
    targetable: true,
  },
];

const byAlias = new Map<string, Generation>();
for (const g of GENERATIONS)
  for (const alias of [g.id, g.label, ...g.aliases]) byAlias.set(normalise(alias), g);

/** The generation a name stands for ('Gen Z', 'gen-z', 'zoomers', 'Millennials'), or undefined. */
export function findGeneration(text: string): Generation | undefined {
  const key = normalise(text);
  return byAlias.get(key) ?? byAlias.get(key.replace(/^the /, ''));
}

const clamp = (age: number) => Math.min(Math.max(age, GENERATION_MIN_AGE, AGE_MIN), AGE_MAX);

/**
 * The draft's age range for a generation in a year: the ages its members reach that year, clamped to
 * AGE_MIN..AGE_MAX (AGE_MAX means "65+", so boomers stay 65-65 once all are past it) and never below
 * GENERATION_MIN_AGE. Undefined for Gen Alpha, an unknown id, or a year when nobody in it is an adult.
 */
export function generationAges(id: string, year: number): { ageMin: number; ageMax: number } | undefined {
  const generation = GENERATIONS.find((g) => g.id === id);
  if (!generation?.targetable || generation.bornTo === undefined) return undefined;
  const oldest = year - generation.bornFrom;
  if (oldest < GENERATION_MIN_AGE) return undefined;
  return { ageMin: clamp(year - generation.bornTo), ageMax: clamp(oldest) };
}
