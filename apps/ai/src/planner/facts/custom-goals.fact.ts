import { z } from 'zod';
import { kpiMentions } from '../extract/kpi.ts';
import { joinList } from '../format.ts';
import { defineFact, type Fact, type FactOp } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';
import type { MessageText } from './message-text.ts';
import { clampText, escapeRegExp } from './text.ts';

// Custom goals (kpis.customGoals, step 2): "goal: 500 signups by March", "we want to hit 200 leads a
// month", "target of 1,000 installs in the first week". A goal is a number with a unit noun, plus its
// deadline or rate; "goal is sales" names the objective, not a goal. The goal's words are claimed, so its
// "by March" is never read as the campaign's end date.

const CUSTOM_GOAL_MAX_LENGTH = 200;
const CUSTOM_GOALS_MAX = 10;

const NUMBER = String.raw`(?<![\w$€£.,-])(?:[$€£]\s?)?(?:\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{1,2})?(?:\s?(?:k|m|thousand|million)\b)?`;
// What a goal counts. Money counts only as revenue or sales ("$50k in revenue").
const UNIT = String.raw`(?:sign[- ]?ups?|leads?|(?:app\s+)?installs?|downloads?|sales|purchases|orders|customers|clients|users|subscribers|subscriptions|members|memberships|registrations|bookings|appointments|reservations|demos?|trials|calls|inquiries|enquiries|applications|conversions|followers|visits|visitors|sessions|clicks|(?:video\s+)?views|impressions|people|accounts|units|tickets|donations|donors|reviews|shares|likes|engagements|quotes|deals|students|patients|attendees|meetings|transactions|checkouts|mqls?|sqls?|opportunit(?:y|ies)|opps|prospects|contacts|requests|starts|upgrades|renewals|activations|referrals|pre-?orders|rsvps|seats|guests|covers|enrol(?:l)?ments|admissions|signatures|installations|streams|plays|listens|saves|comments|messages|(?:in|of)\s+(?:revenue|sales)|revenue)`;
// Up to two describing words between the number and the unit ("500 new paying customers").
const MODIFIER = String.raw`(?:\s+(?!(?:per|a|an|each|every|the|of|in|on|for|to|at|by|from|with|and|or|budget|dollars?|euros?|pounds?|bucks|days?|weeks?|months?|years?|percent)\b)[a-z][a-z-]{1,20}){0,2}`;
const PERIOD = String.raw`(?:days?|weeks?|months?|quarters?|years?|q[1-4]|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|summer|spring|fall|autumn|winter|launch|black\s+friday|christmas|(?:the\s+)?holidays|year[- ]end|eoy|\d{4})`;
// The deadline or rate that belongs to the goal: "by March", "a month", "in the first week".
const TAIL = String.raw`(?:\s+(?:(?:a|an|per|each|every)\s+(?:day|week|month|quarter|year)|(?:this|next)\s+(?:week|month|quarter|year)|(?:by|before|until|till|within|in|over|during|for)\s+(?:the\s+)?(?:(?:first|next|last|end\s+of(?:\s+the)?|start\s+of|beginning\s+of)\s+)?(?:\d{1,3}\s+)?${PERIOD}(?:\s+\d{4}|\s+\d{1,2}(?:st|nd|rd|th)?\b)?)){0,2}`;
// Where the goal counts: "on insta", "on our website", "in the app store".
const CHANNEL = String.raw`(?:\s+(?:on|in|across|via|from|through)\s+(?:the\s+|our\s+|my\s+)?(?:insta(?:gram)?|ig|facebook|fb|meta|tiktok|tik\s+tok|youtube|yt|linkedin|twitter|x|pinterest|snapchat|snap|reddit|google|bing|social(?:\s+media)?|socials|(?:web)?site|app(?:\s+store)?|play\s+store|store|shop|newsletter|email|channel|page|account))?`;
// At what cost: "under €40 each", "at a CPL below $30", "for less than $5 per install".
const COST = String.raw`(?:\s+(?:at\s+(?:a\s+|an\s+)?(?:cp[alic]|cost|price)\s+(?:of\s+)?)?(?:(?:(?:for|at)\s+)?(?:under|below|less\s+than|at\s+most|max(?:imum)?|no\s+more\s+than)|at|for|<)\s*[$€£]\s?\d{1,6}(?:\.\d{1,2})?k?(?:\s*(?:each|apiece|a\s+pop|per\s+[a-z-]{2,15}|an?\s+(?:lead|sale|install|order|signup|sign-up|head|piece)))?)?`;
const GOAL = new RegExp(`${NUMBER}${MODIFIER}\\s+${UNIT}\\b${CHANNEL}${COST}${TAIL}`, 'gi');
const TAIL_ONLY = new RegExp(`${TAIL}$`, 'i');
const MONEY = /^[$€£]/;
const MONEY_UNIT = /\b(?:revenue|sales)$/i;
// Said as a goal: a goal or target word, or wanting to reach a number, earlier in the same clause.
const TRIGGER =
  /\b(?:goals?|targets?|aim(?:ing)?|hit|hitting|reach|reaching|get|getting|drive|driving|generate|generating|achieve|land|book|acquire|want|need|hope|looking\s+to|trying\s+to|expect|add)\b[^.;!?\n]{0,40}$/i;

const LEAD_BEFORE =
  /\b(?:hit|hitting|reach|reaching|get|getting|achieve|achieving|generate|generating|drive|driving|land|landing)\s+(?:at\s+least\s+|over\s+|around\s+|about\s+)?$/i;
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
const askedForGoals = (awaiting: string | null) => awaiting === 'customGoals' || awaiting === 'custom_goals';

// A labelled goal: "goal: ...", "custom goals - ...", "our main goal is to ...", "change the goal to ...".
const LABEL =
  /\b((?:custom|specific|main|primary|big|key|our|the|a|my|another|one|new|extra|other)\s+){0,3}goals?(?:\s*(?::|=|–|—|-(?=\s))|\s+(?:is|are|would\s+be|should\s+be|will\s+be|to)\b)[ \t]*(?:to\s+(?!the\s+)|(?:is|be)\s+to\s+)?/gi;
const CUSTOM = /\bcustom\b/i;
// "target: 5% conversion rate", "our target is 1k signups": a target is a goal when it counts something
// ("target: women 25-40" is an audience, "target CPA $30" a bid).
const TARGET_LABEL =
  /\b(?:(?:our|the|my|main|big)\s+){0,2}targets?(?:\s*(?::|=|–|—|-(?=\s))|\s+(?:is|are|would\s+be|should\s+be|will\s+be)\b)[ \t]*/gi;
const TARGET = /\btargets?\b/i;
const BID_KPIS = new Set(['roas', 'cpa', 'cpc', 'cpl', 'cpm', 'cpi', 'cost_per_engagement']);
const COUNTS = new RegExp(
  String.raw`^(?:at\s+least\s+|over\s+|~\s?)?[$€£]?\d[\d,.]*(?:\s?(?:k|m|x|%))?\b.*\b(?:${UNIT})\b`,
  'i',
);
// An outcome wanted, unlabelled: "we'd love to sell out the holiday collection", "hoping to double bookings".
const OUTCOME_CUE =
  /\b(?:want|wanna|need|hope|hoping|aim|aiming|looking|trying|love|like|plan|planning|going|goal\s+is)\s+to\s+(?=(?:sell\s+out|double|triple|quadruple|beat|outsell|book\s+out|break\s+even)\b)/gi;
// Where a labelled goal's sentence ends; a run of blanks is words another reader claimed.
const BODY_END = /[.!?](?=\s|$)|\n|\s{3,}/;
// Goals in one sentence: "300 trial starts; 40 paid conversions", "500 signups and 50 demos a week".
const PART = /\s*;\s*|,\s+|\s+(?:and|&|plus)\s+/g;
// An outcome without a number: "sell out the winter collection", "double last year's sales".
const OUTCOME =
  /^(?:sell\s+out|sellout|double|triple|quadruple|beat|outsell|outperform|fill|pack|book\s+out|break\s+even|clear|top)\b/i;
const LEAD_VERB =
  /^(?:to\s+)?(?:(?:hit|reach|get(?:\s+to)?|achieve|generate|drive|land|make|see|do)\s+(?=[$€£~]?\d|at\s+least|over|more\s+than|around|about))?/i;
// A number that is no goal: a discount, a budget, an age range, copy, attribution.
const NOT_A_GOAL =
  /%\s*off\b|\bbudget\b|\bheadlines?\b|\bdescriptions?\b|\b\d{1,2}\s*(?:-|to)\s*\d{1,2}\s*(?:y\/?o|years?)\b|\battribution\b|\bday\s+click\b|^\d+(?:\.\d+)?\s*x$/i;
const WORDS = /[a-z]{2,}/gi;

/** A part of a labelled sentence that states a goal by itself. */
function isGoalPart(part: string, custom: boolean, target = false): boolean {
  if (!part || NOT_A_GOAL.test(part) || part.split(/\s+/).length > 16) return false;
  // A target on a cost or return ("target: 3x roas") is the bid's.
  if (target)
    return COUNTS.test(part) || (/^\d/.test(part) && kpiMentions(part).some((k) => !BID_KPIS.has(k.id)));
  if (OUTCOME.test(part)) return true;
  // Words beside the number, its deadline and money: "$5k a month" counts nothing.
  const counted =
    part
      .replace(TAIL_ONLY, '')
      .replace(/[$€£]\s?[\d.,]+\s?k?/gi, '')
      .match(WORDS) ?? [];
  if (/\d/.test(part)) return counted.length > 0;
  // Without a number only what was labelled a custom goal, and never an objective's bare word.
  return custom && counted.length >= 2;
}

const TAIL_PART = new RegExp(
  `^(?:\\s+(?:ideally|hopefully|preferably|at\\s+the\\s+latest))?${TAIL.replace('{0,2}', '{1,2}')}$`,
  'i',
);
const isTailPart = (part: string) => TAIL_PART.test(` ${part}`);

interface Segment {
  start: number;
  end: number;
  joiner: string;
}

/** The body's parts between separators, with positions in the body. */
function segments(body: string, from: number): Segment[] {
  const out: Segment[] = [];
  let start = from;
  let joiner = '';
  for (const cut of body.slice(from).matchAll(PART)) {
    const at = from + (cut.index ?? 0);
    out.push({ start, end: at, joiner });
    start = at + cut[0].length;
    joiner = cut[0];
  }
  out.push({ start, end: body.length, joiner });
  return out;
}

/** Goals after a goal label, claimed with the label. */
function readLabelled(message: MessageText): string[] {
  const goals: string[] = [];
  const labels = [
    ...message.text.matchAll(LABEL),
    ...message.text.matchAll(OUTCOME_CUE),
    ...message.text.matchAll(TARGET_LABEL),
  ];
  for (const m of labels) {
    const start = m.index ?? 0;
    if (message.text.slice(start, start + m[0].length).trim() === '') continue;
    // "remove the goal ...": a goal taken away, never added.
    if (
      /\b(?:remove|drop|delete|scrap|cut|forget|lose|clear)\s+$/i.test(
        message.text.slice(Math.max(0, start - 10), start),
      )
    )
      continue;
    const custom = CUSTOM.test(m[0]);
    const target = TARGET.test(m[0]) && !/\bgoals?\b/i.test(m[0]);
    const at = start + m[0].length;
    const rest = message.text.slice(at, at + CUSTOM_GOAL_MAX_LENGTH * 2);
    const stop = rest.search(BODY_END);
    const body = stop === -1 ? rest : rest.slice(0, stop);
    const parts = segments(body, body.match(LEAD_VERB)?.[0].length ?? 0);
    const found: string[] = [];
    let end = -1;
    let goalStart = 0;
    for (let i = 0; i < parts.length; i++) {
      const seg = parts[i] as Segment;
      const text = tidy(body.slice(seg.start, seg.end));
      if (found.length && isTailPart(text)) {
        // "1,000 orders, ideally by March": the deadline belongs to the goal before.
        found[found.length - 1] = tidy(body.slice(goalStart, seg.end));
        end = seg.end;
        continue;
      }
      if (!isGoalPart(text, custom, target)) break;
      goalStart = seg.start;
      end = seg.end;
      // "sell out the winter collection and the spring line": more of the same outcome, no number.
      while (!/\d/.test(text) && i + 1 < parts.length) {
        const next = parts[i + 1] as Segment;
        const nextText = tidy(body.slice(next.start, next.end));
        if (!/\b(?:and|&)\b/.test(next.joiner) || /\d/.test(nextText) || isGoalPart(nextText, custom, target))
          break;
        end = next.end;
        i++;
      }
      found.push(tidy(body.slice(goalStart, end)));
    }
    if (!found.length) continue;
    goals.push(...found);
    message.claim(start, at + end);
  }
  return goals;
}

// "remove the 500 signups goal", "drop the goal 500 signups by March", "no custom goals"; "change the
// 500 signups goal to 700" removes it (the new one is read as a goal).
const REMOVE_VERB =
  /\b(?:remove|drop|delete|scrap|cut|forget(?:\s+about)?|get\s+rid\s+of|take\s+out|take\s+off|lose|don'?t\s+need|no\s+longer\s+need|change|replace|swap|switch|update|bump|raise|lower)\s+(?:the\s+|that\s+|our\s+|my\s+)?(?:custom\s+)?(?:goals?\s*:?\s*(?:of\s+)?)?$/i;
const REMOVE_NEAR = /\b(?:remove|drop|delete|scrap|cut|forget|get\s+rid\s+of|lose|clear)\b[^.;!?\n]{0,30}$/i;
const CLEAR =
  /\b(?:(?:remove|drop|delete|clear|scrap|get\s+rid\s+of)\s+(?:all\s+)?(?:the\s+|our\s+|of\s+the\s+|my\s+)?(?:custom\s+)?goals|no\s+(?:custom\s+|specific\s+)?goals)\b/i;

/** Goals already set that the message takes away; their words are claimed. */
function readRemovals(message: MessageText, current: readonly string[]): string[] {
  const removed: string[] = [];
  for (const goal of current) {
    // Named by its number and unit ("the 500 signups goal") or its first words.
    const key =
      goal.match(/[$€£]?\d[\d,.]*(?:\s?(?:k|m|thousand|million)\b)?\s+[\w-]+/i)?.[0] ??
      goal.split(/\s+/).slice(0, 3).join(' ');
    const m = message.text.match(new RegExp(`(?<![\\w])${escapeRegExp(key)}(?![\\w])`, 'i'));
    if (!m || m.index === undefined) continue;
    const before = message.text.slice(Math.max(0, m.index - 50), m.index);
    const verb = before.match(REMOVE_VERB);
    if (!verb) continue;
    removed.push(goal);
    const whole = message.text.slice(m.index, m.index + goal.length).toLowerCase() === goal.toLowerCase();
    const end = m.index + (whole ? goal.length : key.length);
    const tail = message.text.slice(end).match(/^\s+goals?\b/i)?.[0].length ?? 0;
    message.claim(m.index - verb[0].length, end + tail);
  }
  return removed;
}

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
    const current = ctx.draft.kpis.customGoals;
    const removed = readRemovals(message, current);
    const clear = removed.length === 0 && message.text.match(CLEAR);
    if (clear) message.claim(clear.index ?? 0, (clear.index ?? 0) + clear[0].length);
    const goals = readLabelled(message);
    const text = message.text;
    for (const m of text.matchAll(GOAL)) {
      const start = m.index ?? 0;
      const goal = tidy(m[0]);
      if (MONEY.test(goal) && !MONEY_UNIT.test(goal.replace(TAIL_ONLY, ''))) continue;
      // After a goal taken away ("change the 500 signups goal to 700 signups") its words still say "goal".
      const said = removed.length ? message.raw : text;
      if (!askedForGoals(ctx.awaiting) && !TRIGGER.test(said.slice(Math.max(0, start - 60), start))) continue;
      if (REMOVE_NEAR.test(text.slice(Math.max(0, start - 40), start))) continue;
      goals.push(goal);
      // "hit 500 signups": the verb goes with the goal ("reach" is no KPI here).
      const verb = text.slice(Math.max(0, start - 20), start).match(LEAD_BEFORE)?.[0].length ?? 0;
      message.claim(start - verb, start + m[0].length);
    }
    const facts: Fact<string[]>[] = [];
    if (removed.length) facts.push({ key: 'customGoals', op: 'remove', value: removed });
    if (clear && goals.length === 0) return [{ key: 'customGoals', op: 'replace', value: [] }];
    if (goals.length === 0) return facts;
    const unique = goals.filter((g, i) => goals.findIndex((o) => o.toLowerCase() === g.toLowerCase()) === i);
    // A swap ("drop X and add Y instead") removes X and adds Y; the other goals stay.
    const op: FactOp = (ctx.act === 'correction' && !removed.length) || clear ? 'replace' : 'add';
    facts.push({ key: 'customGoals', op, value: unique });
    return facts;
  },
  apply(fact, { draft }) {
    const warnings: string[] = [];
    const goals = fact.value.map((g) => clampText(g, CUSTOM_GOAL_MAX_LENGTH));
    const current = draft.kpis.customGoals;
    if (fact.op === 'remove') {
      const next = applyListOp(current, 'remove', goals);
      if (next.length === current.length) return { warnings };
      return {
        patch: { kpis: { customGoals: next } },
        said: `removed ${goals.length > 1 ? 'custom goals' : 'custom goal'} ${joinList(goals.map((g) => `“${g}”`))}`,
      };
    }
    if (fact.op === 'replace' && goals.length === 0)
      return { patch: { kpis: { customGoals: [] } }, said: 'no custom goals' };
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
      'specific targets the advertiser states, each a number with what it counts and any deadline ("500 signups by March"), or an outcome ("sell out the winter collection")',
    schema: z.array(z.string().min(3).max(CUSTOM_GOAL_MAX_LENGTH)).max(CUSTOM_GOALS_MAX),
    toFacts: (value) => {
      const parsed = z.array(z.string()).safeParse(value);
      // The same rule as the text: a goal has a number, or is an outcome ("sell out the winter range").
      const goals = parsed.success
        ? parsed.data.map(tidy).filter((g) => (/\d/.test(g) || OUTCOME.test(g)) && g.length >= 3)
        : [];
      return goals.length ? [{ key: 'customGoals', op: 'add', value: goals }] : [];
    },
  },
});
