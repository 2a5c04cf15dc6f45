import { KPI_OPTIONS_BY_OBJECTIVE, type KpiOption } from '@northstar/shared/campaign';
import { z } from 'zod';
import { type KpiSpan, kpiMentions } from '../extract/kpi.ts';
import { joinList } from '../format.ts';
import { KPIS } from '../lexicon/kpis.ts';
import { lookUp } from '../lexicon/vocabulary.ts';
import { defineFact, type Fact, type FactOp } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';
import type { MessageText } from './message-text.ts';
import { scanList } from './text.ts';

// Secondary KPIs (kpis.secondary, step 2): "also track CTR and CPC", "secondary KPIs: ROAS, AOV",
// "stop tracking CPC". Any KPI id of any objective may be tracked; a metric we do not have (AOV) is
// read so the reply can say it cannot be tracked, never dropped in silence.

const SECONDARY_KPIS_MAX = 10;

/** Every KPI the product tracks, whatever the objective. */
const ALL_KPIS: readonly KpiOption[] = Object.values(KPI_OPTIONS_BY_OBJECTIVE).flat();

const kpiLabel = (id: string) => ALL_KPIS.find((k) => k.id === id)?.label ?? id;
const isKpiId = (id: string) => ALL_KPIS.some((k) => k.id === id);

/** A typed item as a KPI id, or as typed when we have no such KPI ("AOV"). */
function kpiOf(item: string): string {
  const plain = item
    .toLowerCase()
    .replace(/^(?:the|our|a|an|their)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return lookUp(KPIS, plain)?.values[0] ?? item.replace(/\s+/g, ' ').trim();
}

// "secondary KPIs:", "other metrics are", "secondary:", "secondry" as typed; a bare "secondary" is
// followed by KPI names only ("secondary conversion rate + CTR").
const SECONDARY = 'sec[ou]n?d[ae]?r?(?:y|ies)';
const SECONDARY_LABEL = new RegExp(
  String.raw`\b(?:(?:${SECONDARY}|additional|supporting)(\s+(?:kpis?|metrics?|ones|numbers))?|(?:other|extra)(\s+(?:kpis?|metrics?)))\s*(?::|=|-(?=\s)|\+(?=\s)|\b(?:are|is|should\s+be|will\s+be|include|like|of|to)\b)?[ \t]*`,
  'gi',
);
// "add CPC to the secondary ones", "put CTR in the other metrics", "make CPM a secondary KPI".
const ADD_TO = new RegExp(
  String.raw`\b(?:add|put|include|throw\s+in|make)\s+([\w ,&/+-]{2,60}?)\s+(?:(?:to|in|into|among|as|on)\s+)?(?:the\s+|my\s+|our\s+|a\s+|one\s+of\s+the\s+)?(?:${SECONDARY}|other|tracked|additional|extra)(?:\s+(?:kpis?|metrics?|ones|list))?\b`,
  'gi',
);
const TRACK_VERB =
  /\b(?:track|trak|trck|tracking|traking|monitor|monitoring|measure|measuring|report(?:ing)?\s+on|watch|watching|keep\s+an\s+eye\s+on|keep\s+tabs\s+on|keep\s+track\s+of|look\s+at|see|care\s+about|follow|check)\s+/gi;
// "add CPC", "include CTR and CPM": adding a metric is a secondary one (the primary KPI is set, not added).
const ADD_VERB = /\b(?:add|include|throw\s+in|tack\s+on)\s+(?:the\s+|our\s+)?/gi;
const AS_PRIMARY = /^\s*(?:as\s+(?:the\s+|our\s+)?(?:primary|main|kpi)|instead)\b/i;
const ALSO_BEFORE = /\b(?:also|additionally|too|secondary|as\s+well)\b[\w\s']{0,20}$/i;
const ALSO_AFTER =
  /^\s*(?:too|as\s+well|also|on\s+the\s+side|in\s+addition|besides|alongside(?:\s+(?:it|that|them|the\s+\w+))?)\b/i;
const STOP_BEFORE = /\b(?:stop|quit|no\s+longer|don'?t|do\s+not|no\s+need\s+to|not)\s+(?:\w+\s+)?$/i;
const REMOVE_FROM = new RegExp(
  String.raw`\b(?:remove|drop|delete|take)\s+([\w ,&/+-]{2,60}?)\s+(?:off|out\s+of|from)\s+(?:the\s+|my\s+|our\s+)?(?:${SECONDARY}|other|tracked|additional|extra)(?:\s+(?:kpis?|metrics?|ones|list))?\b`,
  'gi',
);
// Where a list of metrics ends (a run of blanks is words another reader claimed).
const LIST_END =
  /[.;!?\n()]|\s+(?:on|in|for|across|per\s+(?:platform|network|channel|campaign|ad|day|week|month)|with|too|as\s+well|also|alongside|besides|in\s+addition|as\s+(?:a\s+)?secondary|since|because|but|so|which|that|please|pls|thanks|thx|by|from|weekly|daily|monthly|any\s*more|either|now|going\s+forward|instead)\b|\s{3,}/i;
const NOT_A_METRIC =
  /^(?:we|i|our|you|it|they|them|that|this|how|what|if|whether|everything|all|it's|the\s+campaign)\b|\d/i;

// A metric we do not have is still read (to say so) when it looks like one: "AOV", "bounce rate".
const ACRONYM = /^[A-Z][A-Z0-9]{1,5}$/;
const METRIC_WORD =
  /\b(?:rate|cost|per|value|time|score|roi|ltv|aov|retention|bounce|margin|share|views?|sessions?|clicks?|impressions?|conversions?|sign-?ups?|purchases?|orders?|revenue|spend|depth|duration|lifetime|churn|profit)\b/i;
const isMetric = (item: string) => {
  const id = kpiOf(item);
  if (isKpiId(id)) return true;
  if (NOT_A_METRIC.test(item) || item.split(/\s+/).length > 3) return false;
  return ACRONYM.test(item.trim()) || METRIC_WORD.test(item);
};

function readList(
  message: MessageText,
  from: number,
  accept: (item: string) => boolean = isMetric,
): { items: string[]; end: number } {
  // "ctr + landing page views": a plus joins a list like a comma (same length, so positions hold).
  const rest = message.text.slice(from, from + 200).replace(/\s\+\s/g, ' , ');
  const { items, end } = scanList(rest, accept, LIST_END);
  return { items: [...new Set(items.map(kpiOf))], end: from + end };
}

const isKnownMetric = (item: string) => isKpiId(kpiOf(item));

interface Reading {
  added: string[];
  removed: string[];
  /** A labelled list ("secondary KPIs: ...") states the whole list. */
  replaces: boolean;
}

function readLabelled(message: MessageText, out: Reading): void {
  for (const m of message.text.matchAll(REMOVE_FROM)) {
    const { items } = scanList((m[1] ?? '').replace(/\s\+\s/g, ' , '), isMetric);
    if (!items.length) continue;
    out.removed.push(...items.map(kpiOf));
    message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of message.text.matchAll(ADD_TO)) {
    const { items } = scanList((m[1] ?? '').replace(/\s\+\s/g, ' , '), isKnownMetric);
    if (!items.length) continue;
    out.added.push(...items.map(kpiOf));
    message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of message.text.matchAll(SECONDARY_LABEL)) {
    const start = m.index ?? 0;
    // "CTR as secondary": the list came before (read with the bare KPI runs).
    if (/\bas\s+(?:a\s+|the\s+)?$/i.test(message.text.slice(Math.max(0, start - 8), start))) continue;
    const bare =
      m[1] === undefined &&
      m[2] === undefined &&
      !/[:=+-]|\b(?:are|is|should|will|include|like|of)\b/i.test(m[0]);
    const { items, end } = readList(message, start + m[0].length, bare ? isKnownMetric : isMetric);
    if (!items.length) continue;
    // "secondary KPIs: ROAS, CPA" states the whole list; "other metrics like CTR" adds to it.
    const before = message.raw.slice(Math.max(0, start - 20), start);
    if (
      (/[:=]|\b(?:are|is|should)\b/.test(m[0]) && !/\b(?:also|add)\b/i.test(before)) ||
      /\b(?:make|set|change|switch|update)\s+(?:the\s+|our\s+|my\s+)?$/i.test(before)
    )
      out.replaces = true;
    out.added.push(...items);
    message.claim(start, end);
  }
}

// "swap CTR for CPC in the secondary metrics", "replace ctr with cpc" (CTR being a secondary KPI).
const SWAP = new RegExp(
  String.raw`\b(?:swap|replace|switch|change|trade)\s+(?:the\s+|our\s+)?([\w -]{2,30}?)\s+(?:for|with|to|into)\s+(?:the\s+|our\s+)?([\w -]{2,30}?)(?=\s*(?:$|[.,;!?\n]|\s+(?:in|on|among)\s+(?:the\s+|our\s+)?(?:${SECONDARY}|other|tracked|additional|extra)\b|\s+(?:as|please|pls|instead)\b))(\s+(?:in|on|among)\s+(?:the\s+|our\s+)?(?:${SECONDARY}|other|tracked|additional|extra)(?:\s+(?:kpis?|metrics?|ones|list))?)?`,
  'gi',
);

function readSwaps(message: MessageText, out: Reading, secondary: readonly string[]): void {
  for (const m of message.text.matchAll(SWAP)) {
    const from = kpiOf(m[1] ?? '');
    const to = kpiOf(m[2] ?? '');
    if (!isKpiId(from) || !isKpiId(to)) continue;
    // Without "in the secondary ones" only a KPI that is secondary now is swapped here.
    if (!m[3] && !secondary.includes(from)) continue;
    out.removed.push(from);
    out.added.push(to);
    message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
}

// "no secondary KPIs", "drop all the other metrics", "secondary kpis: none".
const CLEAR = new RegExp(
  String.raw`\b(?:(?:no|remove|drop|delete|clear|scrap|get\s+rid\s+of)\s+(?:all\s+)?(?:the\s+|of\s+the\s+|our\s+)?(?:${SECONDARY}|other|extra|additional)\s+(?:kpis|metrics|ones)|(?:${SECONDARY}|other)\s+(?:kpis|metrics)\s*(?::|=|-|are|is)?\s*(?:none|nothing|n\/a))\b`,
  'i',
);

function readAdded(message: MessageText, out: Reading): void {
  for (const m of message.text.matchAll(ADD_VERB)) {
    const start = m.index ?? 0;
    const { items, end } = readList(message, start + m[0].length, isKnownMetric);
    if (!items.length || AS_PRIMARY.test(message.text.slice(end, end + 30))) continue;
    out.added.push(...items);
    const after = message.text.slice(end, end + 30).match(ALSO_AFTER);
    message.claim(start, end + (after?.[0].length ?? 0));
  }
}

function readTracked(message: MessageText, out: Reading): void {
  for (const m of message.text.matchAll(TRACK_VERB)) {
    const start = m.index ?? 0;
    const before = message.text.slice(Math.max(0, start - 30), start);
    const stop = before.match(STOP_BEFORE);
    const stopping = stop !== null;
    const { items, end } = readList(message, start + m[0].length);
    if (!items.length) continue;
    const known = items.filter(isKpiId);
    // "track" alone is the primary KPI's business or plain talk; "also track" / "track X too" is ours.
    if (!stopping && !ALSO_BEFORE.test(before) && !ALSO_AFTER.test(message.text.slice(end, end + 20)))
      continue;
    // "stop tracking the results" names nothing we track: leave it.
    if (stopping && known.length === 0) continue;
    (stopping ? out.removed : out.added).push(...(stopping ? known : items));
    message.claim(start - (stop?.[0].length ?? 0), end);
  }
}

// KPI names with no verb: "plus engagement rate and video views on the side", "and also installs",
// "day 7 retention as secondary", "CTR as well".
const PLUS_BEFORE =
  /(?:^|[\s,;:])(?:and\s+)?(?:also|plus|additionally|in\s+addition(?:\s+to\s+that)?,?|as\s+well\s+as|along\s+with|alongside|besides)\s+(?:the\s+|our\s+)?$/i;
const PLUS_AFTER = new RegExp(
  String.raw`^\s*\(?\s*(?:(?:as\s+(?:a\s+|the\s+|our\s+)?)?(?:${SECONDARY}|extras?|additional|supporting)(?:\s+(?:kpis?|metrics?|ones))?|too|as\s+well|also|on\s+the\s+side|in\s+addition|besides)\b`,
  'i',
);
const JOIN = /^\s*(?:,|&|\+|\/|\band\b|\bplus\b|,\s*and\b)\s*(?:the\s+)?$/i;
// "KPI is CPL and CTR as secondary": a primary label just before a run names its first item.
const PRIMARY_BEFORE =
  /\b(?:kpi|primary|main|north\s+star)(?:\s+(?:kpi|metric|one|goal))?\s*(?:is|should\s+be|=|:|-)?\s*(?:the\s+)?$/i;

function readBareRuns(message: MessageText, out: Reading): void {
  const text = message.text;
  const spans = kpiMentions(text);
  let i = 0;
  while (i < spans.length) {
    const run = [spans[i] as KpiSpan];
    while (i + run.length < spans.length) {
      const next = spans[i + run.length] as KpiSpan;
      if (!JOIN.test(text.slice((run[run.length - 1] as KpiSpan).end, next.start))) break;
      run.push(next);
    }
    i += run.length;
    const first = run[0] as KpiSpan;
    const last = run[run.length - 1] as KpiSpan;
    const before = text.slice(Math.max(0, first.start - 40), first.start);
    const after = text.slice(last.end, last.end + 40).match(PLUS_AFTER);
    if (!PLUS_BEFORE.test(before) && !after) continue;
    let kept = run;
    // "KPI is CPL and CTR as secondary": the first is the primary one.
    if (!PLUS_BEFORE.test(before) && run.length > 1 && PRIMARY_BEFORE.test(before)) kept = run.slice(1);
    // "cost per install, and day 7 retention as secondary": a contrast, not a list of two.
    else if (
      !PLUS_BEFORE.test(before) &&
      run.length === 2 &&
      /,\s*and\b/i.test(text.slice(first.end, last.start))
    )
      kept = run.slice(1);
    if (!kept.length) continue;
    out.added.push(...kept.map((s) => s.id));
    const from = (kept[0] as KpiSpan).start;
    message.claim(from, after ? last.end + after[0].length : last.end);
  }
}

export const secondaryKpisFact = defineFact<string[]>({
  key: 'secondaryKpis',
  step: 2,
  scope: 'anywhere',
  prompt: 'Any other metrics to track alongside the primary KPI? For example “also track CTR and CPC”.',
  examples: ['also track CTR and CPC', 'secondary KPIs: ROAS, CPA', 'stop tracking CPC'],
  read(message, ctx) {
    const clear = message.text.match(CLEAR);
    if (clear) {
      message.claim(clear.index ?? 0, (clear.index ?? 0) + clear[0].length);
      return [{ key: 'secondaryKpis', op: 'replace', value: [] }];
    }
    const out: Reading = { added: [], removed: [], replaces: false };
    readSwaps(message, out, ctx.draft.kpis.secondary);
    readLabelled(message, out);
    readTracked(message, out);
    readAdded(message, out);
    readBareRuns(message, out);
    const { added, removed } = out;
    const op: FactOp = ctx.act === 'correction' || out.replaces ? 'replace' : 'add';
    const facts: Fact<string[]>[] = [];
    const removedSet = [...new Set(removed)];
    if (removedSet.length) facts.push({ key: 'secondaryKpis', op: 'remove', value: removedSet });
    const addedSet = [...new Set(added)].filter((k) => !removedSet.includes(k));
    if (addedSet.length) facts.push({ key: 'secondaryKpis', op, value: addedSet });
    return facts;
  },
  apply(fact, { draft }) {
    const warnings: string[] = [];
    const unknown = fact.value.filter((k) => !isKpiId(k));
    // The full list of 18 KPIs is too long for a reply: name a few that work instead.
    if (unknown.length)
      warnings.push(
        `I can't track ${joinList(unknown)} as a KPI, so I left ${unknown.length > 1 ? 'them' : 'it'} out (CTR, CPC, ROAS or CPA, for example, can be tracked).`,
      );
    let wanted = fact.value.filter(isKpiId);
    if (fact.op !== 'remove' && wanted.includes(draft.kpis.primary)) {
      warnings.push(
        `${kpiLabel(draft.kpis.primary)} is already the primary KPI, so it is not a secondary one too.`,
      );
      wanted = wanted.filter((k) => k !== draft.kpis.primary);
    }
    if (fact.op === 'replace' && fact.value.length === 0)
      return { patch: { kpis: { secondary: [] } }, said: 'no secondary KPIs' };
    // Nothing trackable: the list stays as it was (a replace never empties it by accident).
    if (wanted.length === 0) return { warnings };
    const next = applyListOp(draft.kpis.secondary, fact.op, wanted);
    const kept = next.slice(0, SECONDARY_KPIS_MAX);
    if (next.length > kept.length)
      warnings.push(
        `Up to ${SECONDARY_KPIS_MAX} secondary KPIs can be tracked, so I left out ${joinList(next.slice(SECONDARY_KPIS_MAX).map(kpiLabel))}.`,
      );
    return {
      patch: { kpis: { secondary: kept } },
      said: `secondary KPIs ${kept.length ? joinList(kept.map(kpiLabel)) : 'none'}`,
      warnings,
    };
  },
  llm: {
    field: 'secondaryKpis',
    describe: `KPI ids to track besides the primary one (${ALL_KPIS.map((k) => k.id).join(', ')}); other metrics as the advertiser named them`,
    schema: z.array(z.string().min(1).max(64)).max(SECONDARY_KPIS_MAX),
    toFacts: (value) => {
      const parsed = z.array(z.string()).safeParse(value);
      const items = parsed.success ? [...new Set(parsed.data.map(kpiOf).filter(Boolean))] : [];
      return items.length ? [{ key: 'secondaryKpis', op: 'add', value: items }] : [];
    },
  },
});
