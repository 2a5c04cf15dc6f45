import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { readMoney } from '../read/money.ts';
import {
  AUTOMATED,
  CPA_AFTER,
  CPA_BEFORE,
  CPA_STRATEGY,
  CPC_AFTER,
  CPC_BEFORE,
  CPC_STRATEGY,
  GOAL,
  GOAL_WORDS,
  MAXIMISE,
  NOT_A_TARGET,
  PLAIN_AMOUNT,
  ROAS_AFTER,
  ROAS_BEFORE,
  ROAS_STRATEGY,
} from './bidding-patterns.ts';

// Bid strategy, optimisation goal in advertisers' shorthand (the frequency cap is a slot of its own, facts/slots.ts): "tCPA €35", "target ROAS
// 4x", "ROAS of 400%", "4:1 ROAS", "max CPC $2", "manual bidding at $1.50 a click", "cost cap $30",
// "keep cost per lead under 40 bucks", "lowest cost", "max conversions". A bare "CPA" or "cost per lead"
// without an amount is a KPI, not a bid.

type Strategy = CampaignDraft['bidding']['strategy'];
type Goal = Exclude<CampaignDraft['bidding']['optimization']['goal'], ''>;

export interface BiddingFacts {
  strategy?: Strategy;
  goal?: Goal;
}

export interface BiddingReading {
  facts: BiddingFacts;
  /** The words read (cues and amounts), for the message to claim. */
  spans: [number, number][];
}

interface Amount {
  value: number;
  start: number;
  end: number;
}

/** Every amount a bid could hold: the money reader's, plus plain numbers ("cap clicks at 1.50"). */
function amounts(text: string): Amount[] {
  const out: Amount[] = readMoney(text).map((m) => ({ value: m.amount, start: m.start, end: m.end }));
  for (const m of text.matchAll(PLAIN_AMOUNT)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (out.some((a) => a.start < end && start < a.end)) continue;
    out.push({ value: Number((m[1] ?? '').replace(',', '.')), start, end });
  }
  return out.filter((a) => a.value > 0 && a.value <= 1e6).sort((a, b) => a.start - b.start);
}

type Kind = 'cpa' | 'cpc';

/** What an amount is the bid of, from the words either side: "tCPA €35", "$2 max CPC", "$1.50 a click". */
function kindOf(text: string, a: Amount): { kind: Kind; start: number; end: number } | null {
  const before = text.slice(Math.max(0, a.start - 50), a.start);
  const after = text.slice(a.end, a.end + 40);
  if (NOT_A_TARGET.test(before)) return null;
  for (const [kind, re] of [
    ['cpc', CPC_BEFORE],
    ['cpa', CPA_BEFORE],
  ] as const) {
    const m = re.exec(before);
    if (m) return { kind, start: a.start - before.length + m.index, end: a.end };
  }
  for (const [kind, re] of [
    ['cpc', CPC_AFTER],
    ['cpa', CPA_AFTER],
  ] as const) {
    const m = re.exec(after);
    if (m) return { kind, start: a.start, end: a.end + m[0].length };
  }
  return null;
}

/** "4x", "400%", "4:1", "350" (a percentage when 100 or more) as a multiple. */
function roasOf(raw: string | undefined, unit: string | undefined): number | null {
  const n = Number((raw ?? '').replace(',', '.'));
  if (!(n > 0)) return null;
  const u = (unit ?? '').toLowerCase();
  const roas = /%|percent/.test(u) || (!u && n >= 100) ? n / 100 : n;
  return roas > 0 && roas <= 1000 ? Math.round(roas * 100) / 100 : null;
}

function readRoas(text: string, spans: [number, number][]): Strategy | null {
  for (const re of [ROAS_BEFORE, ROAS_AFTER]) {
    const m = re.exec(text);
    const value = m ? roasOf(m.groups?.value, m.groups?.unit) : null;
    if (m && value) {
      spans.push([m.index, m.index + m[0].length]);
      return { type: 'target_roas', targetRoas: value };
    }
  }
  const bare = ROAS_STRATEGY.exec(text);
  if (!bare) return null;
  spans.push([bare.index, bare.index + bare[0].length]);
  return { type: 'target_roas' };
}

function readGoal(text: string, spans: [number, number][]): Goal | undefined {
  const m = GOAL.exec(text) ?? MAXIMISE.exec(text);
  const word = m?.groups?.goal?.toLowerCase().replace(/\s+/g, ' ');
  if (!m || !word) return undefined;
  const goal = GOAL_WORDS.find(([re]) => re.test(word))?.[1];
  if (goal) spans.push([m.index, m.index + m[0].length]);
  return goal;
}

/** Bid strategy and goal, with the spans they were read from. */
export function readBidding(text: string): BiddingReading {
  const spans: [number, number][] = [];
  const facts: BiddingFacts = {};
  const found = amounts(text)
    .map((a) => ({ a, k: kindOf(text, a) }))
    .filter((x): x is { a: Amount; k: NonNullable<ReturnType<typeof kindOf>> } => x.k !== null);
  const cpa = found.find((x) => x.k.kind === 'cpa');
  const cpc = found.find((x) => x.k.kind === 'cpc');
  const roas = readRoas(text, spans);
  const cpaWord = CPA_STRATEGY.exec(text);
  const cpcWord = CPC_STRATEGY.exec(text);
  if (roas) facts.strategy = roas;
  else if (cpa) facts.strategy = { type: 'target_cpa', targetCpa: cpa.a.value };
  else if (cpaWord) facts.strategy = { type: 'target_cpa' };
  else if (cpc) facts.strategy = { type: 'manual_cpc', maxCpc: cpc.a.value };
  else if (cpcWord) facts.strategy = { type: 'manual_cpc' };
  for (const x of found) spans.push([x.k.start, x.k.end]);
  for (const m of [cpaWord, cpcWord]) if (m) spans.push([m.index, m.index + m[0].length]);
  const goal = readGoal(text, spans);
  if (goal) facts.goal = goal;
  const auto = AUTOMATED.exec(text);
  if (auto) spans.push([auto.index, auto.index + auto[0].length]);
  if (!facts.strategy && (auto || MAXIMISE.test(text))) facts.strategy = { type: 'automated' };
  return { facts, spans };
}
