import type { PlatformId } from '@northstar/shared/campaign';
import { largestRemainder } from '../recommend/allocation.ts';
import {
  BACKWARD,
  BARE,
  EACH_AFTER,
  EVEN,
  FORWARD,
  FRACTIONS,
  LIST,
  PERCENT,
  RATIO,
  REST,
  VAGUE,
} from './allocation-patterns.ts';
import { platformNames } from './platforms.ts';

// A budget split in the forms people type: "60% Google, 40% Facebook", "Google 70 / TikTok 30",
// "75% google 25% facebook", "70/30 fb/ig", "half on google, rest split between fb and insta",
// "40% on tiktok, 30 each on fb and insta", "split it evenly", "80 linkedin 20 google". A lean without
// numbers ("most on TikTok") is returned as `vague`, to be asked back.

type Split = Partial<Record<PlatformId, number>>;
type Span = [number, number];

export interface PlatformMention {
  ids: PlatformId[];
  start: number;
  end: number;
}

export interface AllocationReading {
  /** Percent per platform as stated (may not total 100: the fact refuses it, naming the total). */
  shares?: Split;
  /** Platforms a lean favours without numbers: asked back. */
  vague?: PlatformId[];
  /** Numbers and split words read. */
  spans: Span[];
  /** The platform names the split used (claimed only when they are already selected). */
  mentions: PlatformMention[];
}

export interface AllocationOptions {
  /** The planner is on the budget step or asked for the split: bare numbers and ratios count. */
  bare: boolean;
}

export interface Group {
  slots: PlatformMention[];
  start: number;
  end: number;
}
export interface Share {
  value: number | 'rest';
  each: boolean;
  start: number;
  end: number;
}

const NOT_A_SHARE =
  /\b(?:ctr|cvr|rate|roas|growth|grow|increase|lift|off|discount|margin|save|retention|engagement|up|down|by)\b[^\d]{0,12}$/i;

export function mentionsIn(text: string): PlatformMention[] {
  const found: PlatformMention[] = [];
  const add = (ids: PlatformId[], start: number, end: number) => {
    if (!found.some((m) => m.start < end && start < m.end)) found.push({ ids, start, end });
  };
  for (const { ids, start, end } of platformNames(text)) add([...ids], start, end);
  return found.sort((a, b) => a.start - b.start);
}

/** Mentions joined by "and", "," or "/" form one list ("fb and insta", "google/meta"). */
export function groupsOf(text: string, mentions: PlatformMention[], shares: Share[]): Group[] {
  const groups: Group[] = [];
  // "..., google the rest": a name with its own share after a comma starts a new list.
  const ownShare = (m: PlatformMention) =>
    shares.some(
      (s) => s.start >= m.end && s.start - m.end <= 12 && BACKWARD.test(text.slice(m.end, s.start)),
    );
  for (const m of mentions) {
    const last = groups.at(-1);
    const gap = last ? text.slice(last.end, m.start) : '';
    if (last && LIST.test(gap) && !(gap.includes(',') && ownShare(m))) {
      last.slots.push(m);
      last.end = m.end;
    } else groups.push({ slots: [m], start: m.start, end: m.end });
  }
  return groups;
}

function sharesIn(text: string, allowBare: boolean): Share[] {
  const shares: Share[] = [];
  const add = (value: Share['value'], start: number, end: number) => {
    if (shares.some((s) => s.start < end && start < s.end)) return;
    if (NOT_A_SHARE.test(text.slice(Math.max(0, start - 20), start))) return;
    const each = EACH_AFTER.exec(text.slice(end));
    shares.push({ value, each: each !== null, start, end: end + (each?.[0].length ?? 0) });
  };
  const percents = [...text.matchAll(PERCENT)];
  for (const m of percents) add(Number(m[1]), m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const [re, value] of FRACTIONS)
    for (const m of text.matchAll(re)) add(value, m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of text.matchAll(REST)) add('rest', m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (allowBare || percents.length > 0)
    for (const m of text.matchAll(BARE)) add(Number(m[1]), m.index ?? 0, (m.index ?? 0) + m[0].length);
  return shares.filter((s) => s.value === 'rest' || (s.value >= 0 && s.value <= 100));
}

type Pair = { share: Share; group: Group };

/** Shares matched to the platform lists beside them, reading "60% google" or "google 60" order. */
export function pairUp(text: string, shares: Share[], groups: Group[]): Pair[] {
  type Item = { share?: Share; group?: Group; start: number; end: number };
  const items: Item[] = [
    ...shares.map((share) => ({ share, start: share.start, end: share.end })),
    ...groups.map((group) => ({ group, start: group.start, end: group.end })),
  ].sort((a, b) => a.start - b.start);
  const link = (forward: boolean): Pair[] => {
    const out: Pair[] = [];
    for (let i = 0; i + 1 < items.length; i++) {
      const a = items[i] as Item;
      const b = items[i + 1] as Item;
      const gap = text.slice(a.end, b.start);
      if (forward && a.share && b.group && FORWARD.test(gap)) out.push({ share: a.share, group: b.group });
      if (!forward && a.group && b.share && BACKWARD.test(gap)) out.push({ share: b.share, group: a.group });
    }
    return out;
  };
  const fwd = link(true);
  const bwd = link(false);
  const counted = (ps: Pair[]) => ps.filter((p) => p.share.value !== 'rest').length;
  const preferForward =
    counted(fwd) > counted(bwd) || (counted(fwd) === counted(bwd) && items[0]?.share !== undefined);
  const [first, second] = preferForward ? [fwd, bwd] : [bwd, fwd];
  const pairs = [...first];
  for (const p of second) if (!pairs.some((q) => q.share === p.share || q.group === p.group)) pairs.push(p);
  return pairs;
}

/** Each slot of a group gets the share (with "each") or an equal part of it; "meta" splits in two. */
function spread(out: Split, group: Group, value: number, each: boolean) {
  const per = each ? value : value / group.slots.length;
  for (const slot of group.slots) for (const id of slot.ids) out[id] = (out[id] ?? 0) + per / slot.ids.length;
}

function evenly(ids: readonly PlatformId[]): Split {
  return largestRemainder(ids.map((p) => [p, 1] as [PlatformId, number]));
}

/** Whole percentages when the shares came out fractional ("a third each"). */
function tidy(split: Split): Split {
  const entries = Object.entries(split) as [PlatformId, number][];
  const total = entries.reduce((s, [, v]) => s + v, 0);
  if (entries.every(([, v]) => Number.isInteger(v)) || Math.abs(total - 100) > 0.5) {
    return Object.fromEntries(entries.map(([p, v]) => [p, Math.round(v * 100) / 100]));
  }
  return largestRemainder(entries);
}

function ratioSplit(text: string, groups: Group[], selected: readonly PlatformId[], opts: AllocationOptions) {
  for (const m of text.matchAll(RATIO)) {
    const parts = [m[1], m[3], m[4]].filter((v): v is string => v !== undefined).map(Number);
    const sum = parts.reduce((s, v) => s + v, 0);
    if (!(sum > 0) || (m[2] !== ':' && sum !== 100)) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const after = groups.find(
      (g) =>
        g.start >= end && /^\s*(?:split\s+)?(?:on|for|between|across)?\s*$/i.test(text.slice(end, g.start)),
    );
    const before = groups.findLast(
      (g) => g.end <= start && /^\s*(?:split|[:=-])?\s*$/i.test(text.slice(g.end, start)),
    );
    const out: Split = {};
    const share = (i: number) => ((parts[i] ?? 0) * 100) / sum;
    const group = [after, before].find((g) => g?.slots.length === parts.length);
    // "70/30 google" over Google and Facebook: the named platforms first, then the others selected.
    const partial = [after, before].find((g) => g && g.slots.length < parts.length);
    const named = partial?.slots.flatMap((s) => s.ids) ?? [];
    const others = selected.filter((p) => !named.includes(p));
    if (group)
      for (const [i, slot] of group.slots.entries())
        spread(out, { ...group, slots: [slot] }, share(i), false);
    else if (
      partial &&
      named.length === partial.slots.length &&
      named.every((p) => selected.includes(p)) &&
      named.length + others.length === parts.length
    )
      for (const [i, p] of [...named, ...others].entries()) out[p] = share(i);
    else if (opts.bare && parts.length === selected.length)
      for (const [i, p] of selected.entries()) out[p] = share(i);
    else continue;
    return { shares: tidy(out), span: [start, end] as Span, group: group ?? partial };
  }
  return null;
}

/** The split a message states over the selected platforms; null when it states none. */
export function readAllocation(
  text: string,
  selected: readonly PlatformId[],
  opts: AllocationOptions,
): AllocationReading | null {
  const mentions = mentionsIn(text);
  const shares = sharesIn(text, opts.bare);
  const groups = groupsOf(text, mentions, shares);
  const ratio = ratioSplit(text, groups, selected, opts);
  if (ratio) return { shares: ratio.shares, spans: [ratio.span], mentions: ratio.group?.slots ?? [] };

  const pairs = pairUp(text, shares, groups);
  if (pairs.length > 0) {
    const out: Split = {};
    for (const { share, group } of pairs)
      if (share.value !== 'rest') spread(out, group, share.value, share.each);
    const stated = Object.values(out).reduce((s, v) => s + (v ?? 0), 0);
    const left = Math.max(0, 100 - stated);
    const rest = pairs.find((p) => p.share.value === 'rest');
    const named = new Set(Object.keys(out));
    const unnamed = selected.filter(
      (p) => !named.has(p) && !rest?.group.slots.some((s) => s.ids.includes(p)),
    );
    if (rest) spread(out, rest.group, left, false);
    // "60% google" over Google and Facebook, or "60% google, the rest elsewhere": the rest is the others'.
    else if (
      left > 0 &&
      (unnamed.length === 1 || (unnamed.length > 1 && shares.some((s) => s.value === 'rest')))
    )
      for (const p of unnamed) out[p] = left / unnamed.length;
    return {
      shares: tidy(out),
      spans: pairs.map((p) => [p.share.start, p.share.end] as Span),
      mentions: pairs.flatMap((p) => p.group.slots),
    };
  }

  // "a third each" over the selected platforms.
  const each = shares.find((s) => s.each && s.value !== 'rest');
  if (each && groups.length === 0 && opts.bare && selected.length > 0) {
    const out: Split = {};
    for (const p of selected) out[p] = each.value as number;
    return { shares: tidy(out), spans: [[each.start, each.end]], mentions: [] };
  }

  const even = EVEN.exec(text);
  if (even) {
    const start = even.index ?? 0;
    const end = start + even[0].length;
    const near = groups.find((g) => g.start >= end && g.start - end <= 20);
    const group = near ?? (groups.length === 1 ? groups[0] : undefined);
    const ids = group ? group.slots.flatMap((s) => s.ids) : [...selected];
    if (ids.length === 0) return null;
    const shares: Split = {};
    if (group)
      for (const slot of group.slots)
        spread(shares, { ...group, slots: [slot] }, 100 / group.slots.length, false);
    return {
      shares: tidy(group ? shares : evenly(ids)),
      spans: [[start, end]],
      mentions: group?.slots ?? [],
    };
  }

  const vague = groups.filter((g) => VAGUE.test(text.slice(Math.max(0, g.start - 40), g.start)));
  if (vague.length > 0)
    return {
      vague: vague.flatMap((g) => g.slots.flatMap((s) => s.ids)),
      spans: [],
      mentions: vague.flatMap((g) => g.slots),
    };
  return null;
}
