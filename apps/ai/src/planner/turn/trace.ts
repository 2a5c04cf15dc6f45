import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { Command, DialogueAct } from '../dialogue/acts.ts';
import { isPlainObject } from '../planner-types.ts';
import type { Interpretation } from './interpretation.ts';
import { sameValue } from './pending-answer.ts';

// What a reply stores about how it was decided (docs/planner.md, "Trace"): the act, the recogniser's
// spans, the policy row that decided the turn and the draft paths it changed. The chat service keeps it
// with the assistant message (never sent to the browser); the evaluation prints it for a failing case.

export interface TurnTrace {
  act: DialogueAct;
  commands: Command[];
  /** The recogniser's spans as typed ("entity:platform" for a platform name), in text order. */
  spans: { kind: string; text: string }[];
  /** The policy row that decided the turn ("start-over > statement-with-changes" for a nested one). */
  row: string;
  /** Dotted paths of the draft the turn changed ("budget.totalBudget"); arrays count as one value. */
  patch: string[];
}

/** Bounds what one reply stores: a long brief's spans are cut, not the reply. */
const MAX_SPANS = 60;
const MAX_SPAN_TEXT = 120;

/** Dotted paths whose values differ between two drafts; `updatedAt` is bookkeeping, not a change. */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((k) => !(prefix === '' && k === 'updatedAt'))
      .flatMap((k) => changedPaths(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  return sameValue(before, after) ? [] : [prefix];
}

function spansOf(i: Interpretation): TurnTrace['spans'] {
  const r = i.recognition;
  const found = [
    ...r.spans.map((s) => ({
      start: s.start,
      kind: s.kind === 'entity' ? `entity:${s.type}` : s.kind,
      text: s.text,
    })),
    ...[...r.items, ...r.negations, ...r.questions].map((s) => ({
      start: s.start,
      kind: s.kind,
      text: s.text,
    })),
  ].sort((a, b) => a.start - b.start);
  return found.slice(0, MAX_SPANS).map(({ kind, text }) => ({ kind, text: text.slice(0, MAX_SPAN_TEXT) }));
}

export function traceOf(
  i: Interpretation,
  row: string,
  before: CampaignDraft,
  after: CampaignDraft,
): TurnTrace {
  return {
    act: i.act.act,
    commands: [...i.act.commands],
    spans: spansOf(i),
    row,
    patch: changedPaths(before, after),
  };
}
