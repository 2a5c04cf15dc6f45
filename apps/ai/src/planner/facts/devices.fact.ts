import { deviceSchema } from '@northstar/shared/campaign/draft';
import { z } from 'zod';
import type { Mention } from '../extract/polarity.ts';
import { joinList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { includeOp, listFacts } from './list-facts.ts';
import { clauseAt } from './tags.fact.ts';

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
    const mentions: Mention<Device>[] = [];
    for (const { value, pattern } of WORDS) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index ?? 0;
        mentions.push({ value, start, end: start + m[0].length });
      }
    }
    const first = [...mentions].sort((a, b) => a.start - b.start)[0];
    if (!first) return [];
    const op = includeOp(clauseAt(text, first.start, first.end));
    return listFacts<Device>('devices', message, mentions, { op });
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
