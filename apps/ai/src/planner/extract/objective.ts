import type { Objective } from '@northstar/shared/campaign';
import { OBJECTIVES } from '../lexicon/objectives.ts';
import { typoBudget, withinEdits } from '../lexicon/typos.ts';
import { findEntities } from '../lexicon/vocabulary.ts';
import { OBJECTIVE_WORDS } from './objective-words.ts';

export interface ObjectiveMention {
  objective: Objective;
  start: number;
  end: number;
  /** Said as the objective ("objective: leads", "goal is sales"), not just a word in passing. */
  explicit: boolean;
}

const EXPLICIT_BEFORE =
  /\b(?:objective|objectives|objetive|objectve|objecive|obj|goal|aim|focus|purpose|optimi[sz]e\s+for|for)\b[\s:=-]*(?:is|be|of|to|on|should\s+be|will\s+be|(?:over\s+|back\s+)?(?:to|into|as)|now)?(?:\s+to)?[\s:=-]*(?:(?:more|get|getting|drive|driving|mainly|mostly|just|all\s+about|about|purely|really|actually)\s+){0,2}$/i;

// A misspelt objective after its label ("objective: awarness", "goal is trafic").
const LABELLED_WORD = /\b(?:objective|goal)\s*(?:is|:|=|-|should\s+be)?\s*([a-z][a-z-]{3,14})\b/gi;
const CANONICAL: readonly [string, Objective][] = [
  ['awareness', 'awareness'],
  ['traffic', 'traffic'],
  ['engagement', 'engagement'],
  ['leads', 'leads'],
  ['sales', 'sales'],
  ['conversions', 'sales'],
  ['purchases', 'sales'],
  ['installs', 'app_installs'],
  ['downloads', 'app_installs'],
];

function misspelt(text: string): ObjectiveMention[] {
  const found: ObjectiveMention[] = [];
  for (const m of text.matchAll(LABELLED_WORD)) {
    const word = (m[1] ?? '').toLowerCase();
    // After its label a short word gets one edit of slack too ("objective: lesds").
    const hit = CANONICAL.find(([c]) => withinEdits(word, c, Math.max(1, typoBudget(c.length))));
    if (!hit) continue;
    const start = (m.index ?? 0) + m[0].length - word.length;
    found.push({ objective: hit[1], start, end: start + word.length, explicit: true });
  }
  return found;
}

/** Objective words in text, earliest first. */
export function findObjectives(text: string): ObjectiveMention[] {
  const found: ObjectiveMention[] = [];
  for (const m of findEntities(OBJECTIVES, text)) {
    const before = text.slice(Math.max(0, m.start - 30), m.start);
    const objective = m.values[0] as Objective;
    found.push({ objective, start: m.start, end: m.end, explicit: EXPLICIT_BEFORE.test(before) });
  }
  for (const { objective, pattern } of OBJECTIVE_WORDS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const before = text.slice(Math.max(0, start - 30), start);
      found.push({ objective, start, end: start + m[0].length, explicit: EXPLICIT_BEFORE.test(before) });
    }
  }
  if (found.length === 0) found.push(...misspelt(text));
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
