import type { Objective } from '@northstar/shared/campaign/draft';

export interface ObjectiveMention {
  objective: Objective;
  start: number;
  end: number;
  /** Said as the objective ("objective: leads", "goal is sales"), not just a word in passing. */
  explicit: boolean;
}

// Order matters only for ties at the same position; the earliest mention wins.
const WORDS: readonly { objective: Objective; pattern: RegExp }[] = [
  {
    objective: 'app_installs',
    pattern: /\b(?:app\s+)?(?:installs?|downloads?)\b|\bapp\s+(?:promotion|growth)\b/gi,
  },
  {
    objective: 'awareness',
    pattern:
      /\b(?:brand\s+)?awareness\b|\bbranding\b|\bbrand\s+(?:building|lift|recognition)\b|\bvisibility\b/gi,
  },
  {
    objective: 'traffic',
    pattern: /\btraffic\b|\b(?:website|site|web)\s+(?:visits|visitors|traffic)\b|\bvisits\b|\bvisitors\b/gi,
  },
  {
    objective: 'engagement',
    pattern: /\bengagement\b|\binteractions\b|\blikes\b|\bshares\b|\bfollowers\b/gi,
  },
  {
    objective: 'leads',
    pattern: /\blead\s*gen(?:eration)?\b|\bleads\b|\bsign[- ]?ups\b|\bregistrations\b|\bsubscribers\b/gi,
  },
  {
    objective: 'sales',
    pattern:
      /\bsales\b|\bconversions\b|\bpurchases\b|\brevenue\b|\be-?commerce\b|\bonline\s+orders\b|\bsell(?:ing)?\b/gi,
  },
];

const EXPLICIT_BEFORE =
  /\b(?:objective|goal|aim|focus|optimi[sz]e for|for)\b[\s:=-]*(?:is|be|of|to|on|should be|will be)?[\s:=-]*(?:more\s+|get\s+|drive\s+|driving\s+)?$/i;

/** Objective words in text, earliest first. */
export function findObjectives(text: string): ObjectiveMention[] {
  const found: ObjectiveMention[] = [];
  for (const { objective, pattern } of WORDS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const before = text.slice(Math.max(0, start - 30), start);
      found.push({ objective, start, end: start + m[0].length, explicit: EXPLICIT_BEFORE.test(before) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The campaign objective in text. With `loose` (the planner is on step 1 or asked for it) any objective
 * word counts; otherwise only one said as the objective ("change the objective to leads").
 */
export function extractObjective(text: string, opts: { loose?: boolean } = {}): ObjectiveMention | null {
  const all = findObjectives(text);
  return (opts.loose ? all[0] : all.find((m) => m.explicit)) ?? null;
}
