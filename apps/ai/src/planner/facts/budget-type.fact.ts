import { z } from 'zod';
import { formatMoney } from '../format.ts';
import { defineFact } from './fact-types.ts';

// The budget type on its own (budget.budgetType, step 7): "make it a daily budget", "lifetime budget",
// "switch to a total budget". With an amount in the same clause ("$500 a day", "daily budget of $500")
// the budget fact owns it, so nothing is read here.

type BudgetType = 'daily' | 'lifetime';

const DAILY = 'daily|per[- ]day|day[- ]by[- ]day';
const LIFETIME = 'lifetime|total|overall|campaign[- ]long|one[- ]time|whole[- ]campaign|flat';
const TYPE = `(${DAILY}|${LIFETIME})`;
const THEN = String.raw`(?:\s+(?:budget|one|instead))?\b`;
const PATTERNS: readonly RegExp[] = [
  // "make it a daily budget", "change the budget to lifetime", "make it daily"
  new RegExp(
    String.raw`\b(?:make|switch|change|set|turn|put)\s+(?:it|the\s+budget|that|this|the\s+campaign)\s+(?:to\s+|into\s+|over\s+to\s+)?(?:(?:a|an)\s+)?${TYPE}${THEN}`,
    'gi',
  ),
  // "switch to a total budget", "move over to lifetime"
  new RegExp(String.raw`\b(?:switch|change|go|move)\s+(?:over\s+)?to\s+(?:(?:a|an)\s+)?${TYPE}${THEN}`, 'gi'),
  // "we want a daily budget", "go with a lifetime one" ("want total control" is not a budget type)
  new RegExp(
    String.raw`\b(?:go\s+with|use|want|prefer|need|do)\s+(?:(?:a|an)\s+)?${TYPE}\s+(?:budget|one)\b`,
    'gi',
  ),
  // "budget type: lifetime", "the budget should be daily", "budget per day"
  new RegExp(
    String.raw`\bbudget\s+(?:type\s*)?(?::|=|-|is|should\s+be|as|to)?\s*(?:(?:a|an)\s+)?${TYPE}\b`,
    'gi',
  ),
  // "a daily budget", "lifetime budget please", "to a daily one": an article, the message's start or a
  // request word ("what's the daily budget?" asks about the amount and is not read)
  new RegExp(String.raw`(?:\b(?:a|an|to)\s+|^\s*)(${DAILY}|lifetime)\s+(?:budget|one)\b`, 'gi'),
  new RegExp(String.raw`\b(${DAILY}|lifetime)\s+budget\s+(?:please|pls|instead|only)\b`, 'gi'),
  // "that's per day", "it's a daily cap", "I meant lifetime": what the amount already given is
  new RegExp(
    String.raw`\b(?:that'?s|thats|that\s+(?:is|was)|it'?s|its|it\s+(?:is|was)|(?:i\s+)?meant|(?:that|the|this)\s+(?:amount|budget|number|figure)\s+(?:is|was))\s+(?:(?:a|an|the|all|just)\s+)?${TYPE}(?:\s+(?:budget|cap|limit|amount|figure|number|spend|one))?\b`,
    'gi',
  ),
  // "treat that as the total", "count it as a daily budget"
  new RegExp(
    String.raw`\b(?:treat|count|consider|read|take|see|think\s+of)\s+(?:that|it|this|the\s+(?:amount|budget|number|figure))\s+as\s+(?:(?:a|an|the)\s+)?${TYPE}\b`,
    'gi',
  ),
  // "that number is for the entire flight", "the amount has to last the whole campaign", "total for the whole run"
  /\b(?:(?:that|this|it)(?:'s|\s+is|\s+was)?|(?:that|the|this|our)\s+(?:amount|budget|number|figure|money|spend|sum)(?:\s+(?:is|was))?|total|budget|all|to)\s+(?:(?:meant|supposed|has|have|needs?|should|must|will|is\s+to)\s+(?:to\s+)?(?:be\s+)?)?(?:(for|across|over|during|through)|last|lasts|cover|covers|span|spans)\s+the\s+(?:whole|entire|full|complete|total)\s+(?:run|flight|campaign|period|thing|duration|length|promo|promotion|time|schedule|window|burst|push)\b/gi,
  // "daily cap", "lifetime limit"
  new RegExp(String.raw`\b(${DAILY}|lifetime)\s+(?:cap|limit|spend\s+cap)\b`, 'gi'),
];
// A short answer that is only the type: "per day, sorry", "lifetime pls, not daily", "oh daily btw".
const SHORT = new RegExp(
  String.raw`^\W*(?:(?:oh|oops|sorry|ok|okay|and|but|no|nah|actually|wait|so|hmm|make\s+it)[\s,]+){0,3}${TYPE}(?:\s+(?:budget|cap|limit|one|spend))?(?=\s*(?:$|[,.!;)]|(?:please|pls|sorry|btw|instead|then|actually|thanks|thx|not|mate)\b))`,
  'i',
);
// "not lifetime", "instead of a total budget", "from a lifetime budget": the other type.
const NEGATED = new RegExp(
  String.raw`\b(?:not|no|never|instead\s+of|rather\s+than|from)\s+(?:(?:a|an|the)\s+)?(${DAILY}|${LIFETIME})\b(?:\s+(?:budget|one))?`,
  'gi',
);
// An amount in the clause means the budget fact read (or will read) the type with it.
const AMOUNT =
  /[$€£]\s?\d|\d\s?(?:k|m|thousand|million|grand)\b|\b(?:usd|eur|gbp|cad|aud|dollars?|euros?|pounds?|bucks)\b|(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?\s)\b\d[\d,]*(?:\.\d+)?\b(?!\s*(?:days?|weeks?|months?|years?|%|percent|x\b|st\b|nd\b|rd\b|th\b))/i;

const typeOf = (word: string): BudgetType =>
  new RegExp(`^(?:${DAILY})$`, 'i').test(word) ? 'daily' : 'lifetime';

function clauseOf(raw: string, start: number, end: number): string {
  const before = raw.slice(0, start);
  const from = Math.max(...[',', '.', ';', '!', '?', '\n'].map((c) => before.lastIndexOf(c))) + 1;
  const stops = [',', ';', '!', '?', '\n'].map((c) => raw.indexOf(c, end)).filter((i) => i !== -1);
  const sentence = raw.slice(end).search(/\.(?:\s|$)/);
  if (sentence !== -1) stops.push(end + sentence);
  return raw.slice(from, stops.length ? Math.min(...stops) : raw.length);
}

interface TypeMention {
  type: BudgetType;
  negated: boolean;
  start: number;
  end: number;
}

export const budgetTypeFact = defineFact<BudgetType>({
  key: 'budgetType',
  step: 7,
  scope: 'anywhere',
  prompt: 'Should the budget be per day (daily) or for the whole campaign (lifetime)?',
  examples: ['make it a daily budget', 'lifetime budget', 'switch to a total budget'],
  read(message, ctx) {
    const text = message.text;
    const found: TypeMention[] = [];
    const overlaps = (s: number, e: number) => found.some((f) => f.start < e && s < f.end);
    for (const m of text.matchAll(NEGATED)) {
      const start = m.index ?? 0;
      found.push({ type: typeOf(m[1] ?? ''), negated: true, start, end: start + m[0].length });
    }
    for (const pattern of PATTERNS) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        if (!overlaps(start, end)) found.push({ type: typeOf(m[1] ?? ''), negated: false, start, end });
      }
    }
    const short = ctx.awaiting === 'budgetType' || ctx.step === 7 || ctx.draft.budget.totalBudget > 0;
    const bare = short ? SHORT.exec(text) : null;
    if (bare && !overlaps(bare.index, bare.index + bare[0].length))
      found.push({
        type: typeOf(bare[1] ?? ''),
        negated: false,
        start: bare.index,
        end: bare.index + bare[0].length,
      });
    // The budget fact's business when an amount is stated with it.
    const own = found.filter((f) => !AMOUNT.test(clauseOf(message.raw, f.start, f.end)));
    if (own.length === 0) return [];
    const said = own.filter((f) => !f.negated).sort((a, b) => a.start - b.start);
    // "no daily cap" alone is not about the budget type: a denial counts only when the budget is the topic.
    if (
      said.length === 0 &&
      !/\b(?:budget|amount|number|figure|spend|money)\b/i.test(message.raw) &&
      ctx.awaiting !== 'budgetType'
    )
      return [];
    for (const f of own) message.claim(f.start, f.end);
    const type =
      said.at(-1)?.type ??
      (own.some((f) => f.type === 'daily') ? 'lifetime' : ('daily' satisfies BudgetType));
    return [{ key: 'budgetType', op: 'set', value: type }];
  },
  apply(fact, { draft }) {
    const { totalBudget, currency, budgetType } = draft.budget;
    const amount =
      totalBudget > 0 && budgetType !== fact.value
        ? ` (${formatMoney(totalBudget, currency)} ${fact.value === 'daily' ? 'a day' : 'in total'})`
        : '';
    return { patch: { budget: { budgetType: fact.value } }, said: `${fact.value} budget${amount}` };
  },
  llm: {
    field: 'budgetType',
    describe: 'daily or lifetime, only when the advertiser changes the budget type without giving an amount',
    schema: z.enum(['daily', 'lifetime']),
    toFacts: (value) => {
      const parsed = z.enum(['daily', 'lifetime']).safeParse(value);
      return parsed.success ? [{ key: 'budgetType', op: 'set', value: parsed.data }] : [];
    },
  },
});
