import { z } from 'zod';
import { defineFact } from './fact-types.ts';

// Pacing (budget.pacing, step 7): "spend it evenly" / "standard pacing" -> standard; "accelerated",
// "front-load it", "spend as fast as possible", "burst" -> accelerated. "Split it evenly across Google
// and Facebook" is the allocation's, not pacing.

type Pacing = 'standard' | 'accelerated';

// "evenly across platforms / between Google and Facebook" splits money between networks, not over time.
const NOT_OVER_TIME = String.raw`(?!\s+(?:across|between|among|amongst|on|to)\b|\s+over\s+(?:the\s+)?(?:platforms|networks|channels)\b)`;
const WORDS: readonly { value: Pacing; pattern: RegExp }[] = [
  {
    value: 'standard',
    pattern: new RegExp(
      String.raw`\b(?:standard|even|steady|normal|smooth)\s+(?:pacing|delivery|spend(?:ing)?)\b|\bpac(?:e|ing)\s*(?::|=|is|should\s+be|to)?\s*(?:standard|even(?:ly)?|steady|normal)\b|\b(?:spend|pace|deliver|spread|distribute|run)\s+(?:it|the\s+budget|the\s+money|the\s+spend|budget|spend)?\s*(?:out\s+)?(?:evenly|steadily|smoothly|consistently|equally\s+over\s+time)\b${NOT_OVER_TIME}|\bspread\s+(?:it|the\s+budget|the\s+spend|the\s+money)\s+out\b${NOT_OVER_TIME}|\bevenly\s+(?:over|through(?:out)?)\s+(?:the\s+)?(?:campaign|month|flight|period|weeks?|days?|schedule|time)\b|\bno\s+rush\b|\bpace\s+(?:it|the\s+(?:budget|spend|spending|money))(?:\s+out)?\b(?!\s+(?:fast|quickly|aggressively|hard))|\b(?:same|similar|consistent|steady)\s+(?:amount\s+|spend\s+)?(?:every|each|per)\s+day\b|\bspread\s+(?:it\s+|the\s+(?:budget|spend|money)\s+)?(?:out\s+)?(?:over|across|throughout)\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:campaign|month|flight|period|weeks|schedule|run)\b`,
      'gi',
    ),
  },
  {
    value: 'accelerated',
    pattern: new RegExp(
      [
        /\baccelerated(?:\s+(?:pacing|delivery|spend(?:ing)?))?\b|\bfront[- ]?load(?:ed|ing)?\b|\bspend\s+(?:it\s+|the\s+budget\s+|everything\s+|the\s+money\s+)?(?:as\s+(?:fast|quickly|soon)\s+as\s+(?:possible|we\s+can)|fast|quickly|rapidly|up\s*front|early)\b|\bbursts?\b|\bpac(?:e|ing)\s*(?::|=|is|should\s+be|to)?\s*(?:accelerated|fast|aggressive)\b|\b(?:fast|aggressive|rapid)\s+(?:pacing|delivery|spend(?:ing)?)\b|\bget\s+(?:it|the\s+budget)\s+out\s+(?:the\s+door\s+)?fast\b|\b(?:spend(?:ing)?|go|push|deliver|hit\s+it)\s+(?:it\s+|the\s+budget\s+|more\s+)?(?:faster|more|heavier|harder|heavily|bigger|big|hard)\s+(?:at|in|from|during|toward|towards)?\s*(?:the\s+)?(?:start|beginning|launch|outset|first\s+(?:week|days?|few\s+days)|early(?:\s+on)?)\b|\b(?:heavier|heavy|more|bigger)\s+(?:spend\s+|budget\s+)?(?:at|in)\s+the\s+(?:start|beginning|first\s+week)\b|\b(?:blow|burn|use|spend|dump)\s+(?:through\s+)?(?:it|(?:the\s+)?(?:budget|money|spend)|everything)?\s*(?:all\s+)?(?:in|on|during|within)\s+(?:the\s+)?(?:first\s+(?:week|few\s+days|days?)|week\s+one|day\s+one|opening\s+week)\b/gi
          .source,
        // "burn through it fast at the start", "blow the budget early", "rip through it quickly"
        String.raw`\b(?:burn|burning|blow|blowing|rip|ripping|run|running|tear|tearing|race|racing|go|going|plough|plow|churn)\s+(?:through\s+)?(?:it|the\s+(?:budget|money|spend|cash)|everything|all\s+of\s+it)\s+(?:really\s+|super\s+)?(?:fast|quickly|quick|rapidly|early|up\s*front|asap|straight\s+away|right\s+away|at\s+(?:the\s+)?(?:start|beginning|launch))\b`,
        // "front-heavy", "heavy up front", "most of it in week one", "spend most early"
        String.raw`\b(?:front|early|launch)[- ]heavy\b|\bheavy\s+(?:up\s*front|early(?:\s+on)?|at\s+(?:the\s+)?(?:start|launch))\b|\b(?:spend|use|put)\s+(?:most|the\s+bulk|the\s+majority)\s+(?:of\s+(?:it|the\s+budget|the\s+money)\s+)?(?:early|up\s*front|at\s+(?:the\s+)?(?:start|beginning|launch)|in\s+the\s+first\s+(?:week|few\s+days|days?))\b`,
        // "as fast as the platforms allow", "don't hold back on spend", "fast at the start"
        String.raw`\bas\s+fast\s+as\s+(?:the\s+)?(?:platforms?|networks?|algorithms?|it|they)\s+(?:allow|let\s+us|can|will\s+let\s+us)\b|\b(?:fast|quick|hard|big)\s+(?:at|from)\s+(?:the\s+)?(?:start|beginning|outset|launch|get[- ]go)\b|\bout\s+of\s+the\s+gate\b`,
      ].join('|'),
      'gi',
    ),
  },
];
const NEGATION =
  /\b(?:not|no|don'?t|do\s+not|never|without|instead\s+of|rather\s+than|no\s+need\s+to)\s+(?:\w+\s+){0,2}$/i;

const other = (p: Pacing): Pacing => (p === 'standard' ? 'accelerated' : 'standard');

export const pacingFact = defineFact<Pacing>({
  key: 'pacing',
  step: 7,
  scope: 'anywhere',
  prompt: 'Should the budget be spent evenly (standard) or as fast as possible (accelerated)?',
  examples: ['spend it evenly', 'standard pacing', 'front-load it', 'spend as fast as possible'],
  read(message) {
    const text = message.text;
    const found: { value: Pacing; start: number; end: number }[] = [];
    for (const { value, pattern } of WORDS) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index ?? 0;
        const negated = NEGATION.test(text.slice(Math.max(0, start - 25), start));
        found.push({ value: negated ? other(value) : value, start, end: start + m[0].length });
      }
    }
    if (found.length === 0) return [];
    for (const f of found) message.claim(f.start, f.end);
    // The last word on it wins ("not front-loaded, spend it evenly").
    const last = found.sort((a, b) => a.start - b.start).at(-1);
    return last ? [{ key: 'pacing', op: 'set', value: last.value }] : [];
  },
  apply(fact) {
    return {
      patch: { budget: { pacing: fact.value } },
      said:
        fact.value === 'standard'
          ? 'standard pacing (spent evenly)'
          : 'accelerated pacing (spent as fast as possible)',
    };
  },
  llm: {
    field: 'pacing',
    describe:
      'standard (spend evenly) or accelerated (spend as fast as possible), when the advertiser says how to pace spend',
    schema: z.enum(['standard', 'accelerated']),
    toFacts: (value) => {
      const parsed = z.enum(['standard', 'accelerated']).safeParse(value);
      return parsed.success ? [{ key: 'pacing', op: 'set', value: parsed.data }] : [];
    },
  },
});
