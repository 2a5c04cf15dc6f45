import { findCity, findRegion, type Region, regionsOf } from '@northstar/shared/geo';
import { z } from 'zod';
import type { Mention } from '../extract/polarity.ts';
import { splitByPolarity } from '../extract/polarity.ts';
import { joinList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';
import type { MessageText } from './message-text.ts';

// Regions and cities: "Colorado only", "Denver and Boulder", "US except Alaska". A region or city also
// targets its country; "except Alaska" with no region named keeps the rest of the country's regions.

interface Place {
  kind: 'region' | 'city';
  name: string;
  country: string;
}

interface GeoValue {
  regions: string[];
  cities: string[];
  countries: string[];
  /** "Colorado only": the places' countries become the only countries. */
  only?: boolean;
}

const WORD = /[\p{L}][\p{L}'.-]*/gu;
const MAX_WORDS = 3;

// Lower-case place names count where the message is about places: at the audience step, or after a
// word that introduces one ("in denver", "focus on austin", "no texas").
const PLACE_CUE =
  /\b(?:in|within|around|near|across|throughout|at|from|focus(?:ing)?\s+on|target(?:ing)?|only|just|no|not|except|but|and|or|plus|also|add|drop|remove|without|excluding)\s+(?:the\s+)?(?:city\s+of\s+|state\s+of\s+)?$/i;

// "colorado only", "texas and nowhere else": the place is named as the target.
const PLACE_CUE_AFTER = /^\s*(?:only|exclusively|and\s+nowhere\s+else|state|area|region|metro)\b/i;

function placeMentions(message: MessageText, placesAsked: boolean): Mention<Place>[] {
  const text = message.text;
  const tokens = [...text.matchAll(WORD)].map((m) => ({
    raw: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const found: Mention<Place>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1; n--) {
      const first = tokens[i];
      const last = tokens[i + n - 1];
      if (!first || !last) continue;
      const phrase = text.slice(first.start, last.end);
      // Names are proper nouns: a lower-case "reading" or "mobile" is a word, not a place, unless the
      // message is about places here. Two-letter state abbreviations count only in capitals.
      const lower = !/^\p{Lu}/u.test(first.raw);
      const cued =
        placesAsked ||
        PLACE_CUE.test(text.slice(Math.max(0, first.start - 30), first.start)) ||
        PLACE_CUE_AFTER.test(text.slice(last.end, last.end + 20));
      if (lower && (phrase.length < 4 || !cued)) continue;
      const region: Region | undefined =
        phrase.length === 2
          ? /^[A-Z]{2}$/.test(phrase)
            ? findRegion(phrase)
            : undefined
          : findRegion(phrase);
      // A city that is its own region ("Berlin", "Hamburg") is targeted as the city.
      const cityState = region && phrase.length > 2 ? findCity(phrase) : undefined;
      const place: Place | null =
        cityState && cityState.region === region?.code
          ? { kind: 'city', name: cityState.name, country: cityState.country }
          : region
            ? { kind: 'region', name: region.name, country: region.country }
            : phrase.length > 2 && findCity(phrase)
              ? {
                  kind: 'city',
                  name: findCity(phrase)?.name ?? phrase,
                  country: findCity(phrase)?.country ?? '',
                }
              : null;
      if (!place) continue;
      let end = last.end;
      // "Austin TX", "Denver, Colorado": the state after a city only says which city.
      const next = tokens[i + n];
      const city = place.kind === 'city' ? findCity(place.name) : undefined;
      if (city?.region && next && /^[\s,]*$/.test(text.slice(end, next.start))) {
        const after = findRegion(next.raw.length === 2 ? next.raw : next.raw);
        if (after?.code === city.region) {
          end = next.end;
          i += 1;
        }
      }
      found.push({ value: place, start: first.start, end });
      i += n - 1;
      break;
    }
  }
  return found;
}

export const regionsFact = defineFact<GeoValue>({
  key: 'regions',
  step: 4,
  scope: 'anywhere',
  prompt: 'Any states, regions or cities to focus on?',
  examples: ['Colorado only', 'Denver and Boulder', 'US except Alaska'],
  read(message, ctx) {
    const placesAsked = ctx.step === 4 || ctx.awaiting === 'countries' || ctx.awaiting === 'audience';
    const mentions = placeMentions(message, placesAsked);
    if (mentions.length === 0) return [];
    const { include, exclude } = splitByPolarity(message.text, mentions);
    for (const m of mentions) message.claim(m.start, m.end);
    const facts: Fact<GeoValue>[] = [];
    const pick = (places: Place[], kind: Place['kind']) =>
      places.filter((p) => p.kind === kind).map((p) => p.name);
    if (include.length) {
      facts.push({
        key: 'regions',
        op: /\b(?:add|also|plus|too|as\s+well)\b/i.test(message.raw) ? 'add' : 'replace',
        value: {
          regions: pick(include, 'region'),
          cities: pick(include, 'city'),
          countries: [...new Set(include.map((p) => p.country))],
          only: /\b(?:only|just|exclusively)\b/i.test(message.raw),
        },
      });
    }
    if (exclude.length) {
      facts.push({
        key: 'regions',
        op: 'remove',
        value: {
          regions: pick(exclude, 'region'),
          cities: pick(exclude, 'city'),
          countries: [...new Set(exclude.map((p) => p.country))],
        },
      });
    }
    return facts;
  },
  apply(fact, { draft }) {
    const geo = draft.targeting.geography;
    const v = fact.value;
    if (fact.op === 'remove') {
      // "US except Alaska": no region of that country chosen yet, so the rest of its regions are.
      let regions = geo.regions;
      for (const country of v.countries) {
        const own = regionsOf(country).map((r) => r.name);
        if (v.regions.some((r) => own.includes(r)) && !regions.some((r) => own.includes(r)))
          regions = [...regions, ...own];
      }
      regions = applyListOp(regions, 'remove', v.regions);
      const cities = applyListOp(geo.cities, 'remove', v.cities);
      const countries = applyListOp(
        geo.countries,
        'add',
        v.countries.filter((c) => v.regions.length > 0 && regionsOf(c).length > 0),
      );
      const left = joinList([...v.regions, ...v.cities]);
      return {
        patch: { targeting: { geography: { regions, cities, countries } } },
        said: `excluding ${left}`,
      };
    }
    const regions = applyListOp(
      geo.regions,
      fact.op === 'replace' && v.regions.length ? 'replace' : 'add',
      v.regions,
    );
    const cities = applyListOp(
      geo.cities,
      fact.op === 'replace' && v.cities.length ? 'replace' : 'add',
      v.cities,
    );
    const countries = v.only ? v.countries : applyListOp(geo.countries, 'add', v.countries);
    const said = [
      v.regions.length ? `regions ${joinList(regions)}` : '',
      v.cities.length ? `cities ${joinList(cities)}` : '',
    ].filter(Boolean);
    return { patch: { targeting: { geography: { regions, cities, countries } } }, said: said.join(', ') };
  },
  llm: {
    field: 'regionsAndCities',
    describe: 'states, regions or cities named as targets (names as written)',
    schema: z.array(z.string().min(2).max(100)).min(1).max(20),
    toFacts: (value) => {
      const parsed = z.array(z.string().max(100)).safeParse(value);
      if (!parsed.success) return [];
      const places = parsed.data.flatMap((name): Place[] => {
        const region = findRegion(name);
        if (region) return [{ kind: 'region', name: region.name, country: region.country }];
        const city = findCity(name);
        return city ? [{ kind: 'city', name: city.name, country: city.country }] : [];
      });
      if (places.length === 0) return [];
      return [
        {
          key: 'regions',
          op: 'add',
          value: {
            regions: places.filter((p) => p.kind === 'region').map((p) => p.name),
            cities: places.filter((p) => p.kind === 'city').map((p) => p.name),
            countries: [...new Set(places.map((p) => p.country))],
          },
        },
      ];
    },
  },
});
