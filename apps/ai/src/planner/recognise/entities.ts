import { ENTITY_VOCABULARIES } from '../lexicon/index.ts';
import { placeOf } from '../lexicon/places.ts';
import { findEntities } from '../lexicon/vocabulary.ts';
import type { ValueSpan } from './spans.ts';

// Entities from the lexicon, with the place ambiguity settled by context in this one place:
// "US, UK, CA, AU" (CA beside countries is Canada), "Oakland, CA" (after a city, a state), "in LA"
// (after "in", a city). Lower-case "us" is a place only inside a list of places ("us & canada").

type Entity = Extract<ValueSpan, { kind: 'entity' }>;

const LIST_GAP = /^\s*(?:,|&|\/|\+|\band\b|\bor\b|,\s*and\b)?\s*$/i;
const AFTER_A_NAME = /\b\p{Lu}\p{Ll}+,\s?$/u;
const CITY_CUE = /\b(?:in|near|around|downtown|greater|metro)\s+$/i;

const kindsOf = (e: Entity) => new Set(e.values.map((v) => placeOf(v).kind));
const only = (e: Entity, kind: string): Entity => {
  const values = e.values.filter((v) => placeOf(v).kind === kind);
  return values.length ? { ...e, values } : e;
};

/** Place spans next to `e` in the same list (only separators between them). */
function listNeighbours(text: string, places: readonly Entity[], i: number): Entity[] {
  const out: Entity[] = [];
  for (let j = i - 1; j >= 0 && LIST_GAP.test(text.slice(places[j]?.end, places[j + 1]?.start)); j--)
    out.push(places[j] as Entity);
  for (
    let j = i + 1;
    j < places.length && LIST_GAP.test(text.slice(places[j - 1]?.end, places[j]?.start));
    j++
  )
    out.push(places[j] as Entity);
  return out;
}

function resolvePlace(text: string, places: readonly Entity[], i: number): Entity | null {
  const e = places[i] as Entity;
  const neighbours = listNeighbours(text, places, i);
  if (e.weak && neighbours.length === 0) return null;
  const kinds = kindsOf(e);
  if (kinds.size <= 1) return e;
  const previous = places[i - 1];
  if (
    previous &&
    kindsOf(previous).has('city') &&
    /^\s*,\s*$/.test(text.slice(previous.end, e.start)) &&
    kinds.has('region')
  )
    return only(e, 'region');
  // "Oakland, CA": a state after a place name the tables lack.
  if (kinds.has('region') && AFTER_A_NAME.test(text.slice(Math.max(0, e.start - 30), e.start)))
    return only(e, 'region');
  if (neighbours.some((n) => kindsOf(n).size === 1 && kindsOf(n).has('country')) && kinds.has('country'))
    return only(e, 'country');
  if (kinds.has('city') && CITY_CUE.test(text.slice(Math.max(0, e.start - 12), e.start)))
    return only(e, 'city');
  return e;
}

export function entitySpans(text: string): Entity[] {
  const out: Entity[] = [];
  for (const vocabulary of ENTITY_VOCABULARIES)
    for (const m of findEntities(vocabulary, text))
      out.push({
        kind: 'entity',
        start: m.start,
        end: m.end,
        text: m.text,
        type: m.kind,
        values: m.values,
        typo: m.typo,
        ...(m.weak ? { weak: true } : {}),
      } as Entity);
  const places = out.filter((e) => e.type === 'place').sort((a, b) => a.start - b.start);
  const resolved = places.map((_, i) => resolvePlace(text, places, i));
  return [...out.filter((e) => e.type !== 'place'), ...resolved.filter((e): e is Entity => e !== null)];
}
