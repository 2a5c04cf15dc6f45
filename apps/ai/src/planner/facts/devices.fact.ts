import { deviceSchema } from '@northstar/shared/campaign/schemas';
import { z } from 'zod';
import type { Mention } from '../extract/polarity.ts';
import { joinList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { includeOp, listFacts, mentionsOf } from './list-facts.ts';
import { clauseAt } from './text.ts';

// Devices (targeting.devices, step 4): "mobile only", "desktop and tablet", "phones", "CTV", "no desktop".
// An empty list means every device (the builder shows "All devices"), so "no desktop" from everything
// leaves mobile, tablet and connected TV.

type Device = z.infer<typeof deviceSchema>;
type DeviceValue = Device[] | 'all';
const ALL_DEVICES: readonly Device[] = deviceSchema.options;
const LABELS: Record<Device, string> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
  ctv: 'connected TV',
};

const WORDS: readonly { value: Device; pattern: RegExp }[] = [
  {
    value: 'mobile',
    // "mobile app installs", "phone number", "mobile-friendly site" say nothing about where ads show;
    // "on my phone" is where the advertiser is typing.
    pattern:
      /(?<!\bmy\s+)\b(?:(?:mobile|moblie|mobil)(?:\s+(?:phones?|devices?|users))?|smart\s?phones?|cell\s?phones?|phones?|iphones?|android\s+phones?)\b(?!\s*-?\s*(?:apps?|games?|numbers?|calls?|friendly|site|website|first|optimi[sz]ed|wallet|payments?|carrier|plans?|cases?|accessories|repair)\b)/gi,
  },
  {
    value: 'desktop',
    pattern:
      /(?<!\bmy\s+)\b(?:(?:desktops?|dekstops?)(?:\s+computers?)?|laptops?|computers?)\b(?!\s+(?:science|repair|store|shop)\b)/gi,
  },
  { value: 'tablet', pattern: /(?<!\bmy\s+)\b(?:tablets?|ipads?)\b/gi },
  { value: 'ctv', pattern: /\b(?:ctv|connected\s+tvs?|smart\s+tvs?|streaming\s+tvs?|ott)\b/gi },
];
const ALL = /\b(?:all|every|any)\s+devices?\b|\bcross[- ]device\b|\bevery\s+screen\b/gi;
// A device named in a complaint is left out: "our signup flow is awful on mobile", "tablets convert badly".
const COMPLAINT =
  /\b(?:awful|terrible|horrible|bad|badly|broken|sucks?|poor(?:ly)?|crap(?:py)?|clunky|janky|buggy|glitchy|slow|ugly|unusable|a\s+mess|messy|a\s+nightmare|painful|(?:does|do|is|are)(?:\s+not|n'?t)\s+(?:work|convert|load|render|great|good|ready|optimi[sz]ed|supported)|(?:doesn'?t|don'?t|never)\s+(?:work|convert|load|render)|not\s+(?:great|good|ready|optimi[sz]ed|supported))\b/i;
// Where a clause ends: a complaint is judged within its own clause only.
const CLAUSE_BREAK = /[,;.!?\n()]|\b(?:but|because|since|as|cause|cuz|coz|though|although|while|so)\b/gi;

function clauseBounds(text: string, start: number, end: number): [number, number] {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return [from, to];
}

/** A mention inside a complaint clause, with no "only" or "just" in it (that clause chooses it). */
function complainedAbout(text: string, m: Mention<Device>): boolean {
  const [from, to] = clauseBounds(text, m.start, m.end);
  const clause = text.slice(from, to);
  return COMPLAINT.test(clause) && !/\b(?:only|just|show|run|target)\b/i.test(clause);
}

export const devicesFact = defineFact<DeviceValue>({
  key: 'devices',
  step: 4,
  scope: 'anywhere',
  prompt: 'Which devices: mobile, desktop, tablet or connected TV (or all)?',
  examples: ['mobile only', 'desktop and tablet', 'no desktop', 'CTV'],
  read(message) {
    const text = message.text;
    const all = [...text.matchAll(ALL)];
    if (all.length) {
      for (const m of all) message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
      return [{ key: 'devices', op: 'replace', value: 'all' }];
    }
    const mentions = mentionsOf(text, WORDS);
    const complained = mentions.filter((m) => complainedAbout(text, m));
    const chosen = mentions.filter((m) => !complained.includes(m));
    const facts: Fact<DeviceValue>[] = [];
    const first = [...chosen].sort((a, b) => a.start - b.start)[0];
    if (first) {
      const op = includeOp(clauseAt(text, first.start, first.end));
      facts.push(...listFacts<Device>('devices', message, chosen, { op }));
    }
    const left = [...new Set(complained.map((m) => m.value))].filter(
      (d) => !facts.some((f) => f.op !== 'remove' && Array.isArray(f.value) && f.value.includes(d)),
    );
    for (const m of complained) message.claim(m.start, m.end);
    if (left.length) facts.push({ key: 'devices', op: 'remove', value: left });
    return facts;
  },
  apply(fact, { draft }) {
    const current = draft.targeting.devices;
    let next: Device[];
    if (fact.value === 'all') next = [];
    else if (fact.op === 'remove') {
      const removed = fact.value;
      const base = current.length ? current : [...ALL_DEVICES];
      next = base.filter((d) => !removed.includes(d));
      if (next.length === 0)
        return { warnings: ['Ads need at least one device, so I kept the devices as they were.'] };
    } else {
      next = fact.op === 'add' ? [...new Set([...current, ...fact.value])] : [...new Set(fact.value)];
    }
    const ordered = ALL_DEVICES.filter((d) => next.includes(d));
    return {
      patch: { targeting: { devices: ordered } },
      said: `devices ${ordered.length ? joinList(ordered.map((d) => LABELS[d])) : 'all'}`,
    };
  },
  llm: {
    field: 'devices',
    describe:
      'devices to show ads on (desktop, mobile, tablet, ctv); [] for all devices; omit when not stated',
    schema: z.array(deviceSchema).max(4),
    toFacts: (value) => {
      const parsed = z.array(deviceSchema).max(4).safeParse(value);
      if (!parsed.success) return [];
      const devices: DeviceValue = parsed.data.length === 0 ? 'all' : [...new Set(parsed.data)];
      return [{ key: 'devices', op: 'replace', value: devices } satisfies Fact<DeviceValue>];
    },
  },
});
