import { z } from 'zod';
import { joinList } from '../format.ts';
import { clampText } from './description.fact.ts';
import { defineFact, type FactOp } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';

// Custom goals (kpis.customGoals, step 2): "goal: 500 signups by March", "we want to hit 200 leads a
// month", "target of 1,000 installs in the first week". A goal is a number with a unit noun, plus its
// deadline or rate; "goal is sales" names the objective, not a goal. The goal's words are claimed, so its
// "by March" is never read as the campaign's end date.

export const CUSTOM_GOAL_MAX_LENGTH = 200;
export const CUSTOM_GOALS_MAX = 10;

const NUMBER = String.raw`(?<![\w$€£.,-])(?:[$€£]\s?)?(?:\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{1,2})?(?:\s?(?:k|m|thousand|million)\b)?`;
// What a goal counts. Money counts only as revenue or sales ("$50k in revenue").
const UNIT = String.raw`(?:sign[- ]?ups?|leads?|(?:app\s+)?installs?|downloads?|sales|purchases|orders|customers|clients|users|subscribers|subscriptions|members|memberships|registrations|bookings|appointments|reservations|demos?|trials|calls|inquiries|enquiries|applications|conversions|followers|visits|visitors|sessions|clicks|(?:video\s+)?views|impressions|people|accounts|units|tickets|donations|donors|reviews|shares|likes|engagements|quotes|deals|students|patients|attendees|meetings|transactions|checkouts|(?:in|of)\s+(?:revenue|sales)|revenue)`;
// Up to two describing words between the number and the unit ("500 new paying customers").
const MODIFIER = String.raw`(?:\s+(?!(?:per|a|an|each|every|the|of|in|on|for|to|at|by|from|with|and|or|budget|dollars?|euros?|pounds?|bucks|days?|weeks?|months?|years?|percent)\b)[a-z][a-z-]{1,20}){0,2}`;
const PERIOD = String.raw`(?:days?|weeks?|months?|quarters?|years?|q[1-4]|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|summer|spring|fall|autumn|winter|launch|black\s+friday|christmas|(?:the\s+)?holidays|year[- ]end|eoy|\d{4})`;
// The deadline or rate that belongs to the goal: "by March", "a month", "in the first week".
const TAIL = String.raw`(?:\s+(?:(?:a|an|per|each|every)\s+(?:day|week|month|quarter|year)|(?:this|next)\s+(?:week|month|quarter|year)|(?:by|before|until|till|within|in|over|during|for)\s+(?:the\s+)?(?:(?:first|next|last|end\s+of(?:\s+the)?|start\s+of|beginning\s+of)\s+)?(?:\d{1,3}\s+)?${PERIOD}(?:\s+\d{4}|\s+\d{1,2}(?:st|nd|rd|th)?\b)?)){0,2}`;
const GOAL = new RegExp(`${NUMBER}${MODIFIER}\\s+${UNIT}\\b${TAIL}`, 'gi');
const TAIL_ONLY = new RegExp(`${TAIL}$`, 'i');
const MONEY = /^[$€£]/;
const MONEY_UNIT = /\b(?:revenue|sales)$/i;
// Said as a goal: a goal or target word, or wanting to reach a number, earlier in the same clause.
const TRIGGER =
  /\b(?:goals?|targets?|aim(?:ing)?|hit|hitting|reach|reaching|get|getting|drive|driving|generate|generating|achieve|land|book|acquire|want|need|hope|looking\s+to|trying\s+to|expect)\b[^.;!?\n]{0,40}$/i;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
const askedForGoals = (awaiting: string | null) => awaiting === 'customGoals' || awaiting === 'custom_goals';

export const customGoalsFact = defineFact<string[]>({
  key: 'customGoals',
  step: 2,
  scope: 'anywhere',
  prompt: 'Any specific goal to hit? For example “500 signups by March”.',
  examples: [
    'goal: 500 signups by March',
    'we want to hit 200 leads a month',
    'target of 1,000 installs in the first week',
  ],
  read(message, ctx) {
    const goals: string[] = [];
    const text = message.text;
    for (const m of text.matchAll(GOAL)) {
      const start = m.index ?? 0;
      const goal = tidy(m[0]);
      if (MONEY.test(goal) && !MONEY_UNIT.test(goal.replace(TAIL_ONLY, ''))) continue;
      if (!askedForGoals(ctx.awaiting) && !TRIGGER.test(text.slice(Math.max(0, start - 60), start))) continue;
      if (!goals.some((g) => g.toLowerCase() === goal.toLowerCase())) goals.push(goal);
      message.claim(start, start + m[0].length);
    }
    if (goals.length === 0) return [];
    const op: FactOp = ctx.act === 'correction' ? 'replace' : 'add';
    return [{ key: 'customGoals', op, value: goals }];
  },
  apply(fact, { draft }) {
    const warnings: string[] = [];
    const goals = fact.value.map((g) => clampText(g, CUSTOM_GOAL_MAX_LENGTH));
    const current = draft.kpis.customGoals;
    const fresh = goals.filter((g) => !current.some((c) => c.toLowerCase() === g.toLowerCase()));
    const next = applyListOp(current, fact.op, fact.op === 'add' ? fresh : goals);
    const kept = next.slice(0, CUSTOM_GOALS_MAX);
    if (next.length > kept.length)
      warnings.push(
        `A campaign takes up to ${CUSTOM_GOALS_MAX} custom goals, so I left out ${joinList(next.slice(CUSTOM_GOALS_MAX).map((g) => `“${g}”`))}.`,
      );
    return {
      patch: { kpis: { customGoals: kept } },
      said: `${goals.length > 1 ? 'custom goals' : 'custom goal'} ${joinList(goals.map((g) => `“${g}”`))}`,
      warnings,
    };
  },
  llm: {
    field: 'customGoals',
    describe:
      'specific targets the advertiser states, each a number with what it counts and any deadline ("500 signups by March")',
    schema: z.array(z.string().min(3).max(CUSTOM_GOAL_MAX_LENGTH)).max(CUSTOM_GOALS_MAX),
    toFacts: (value) => {
      const parsed = z.array(z.string()).safeParse(value);
      // The same rule as the text: a goal has a number.
      const goals = parsed.success ? parsed.data.map(tidy).filter((g) => /\d/.test(g) && g.length >= 3) : [];
      return goals.length ? [{ key: 'customGoals', op: 'add', value: goals }] : [];
    },
  },
});
