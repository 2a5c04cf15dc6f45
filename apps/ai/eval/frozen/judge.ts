import { hashSeed, mulberry32 } from '@northstar/shared/market';
import { applyPatch } from '../../src/planner/draft-patch.ts';
import { handleMessage } from '../../src/planner/planner.ts';
import type { DraftExpectation } from '../eval-types.ts';
import { EVAL_NOW } from '../eval-types.ts';
import { runCase, stateAt } from '../evaluate.ts';
import { flatten } from './flatten.ts';
import { type FrozenCase, isCore } from './frozen-types.ts';

// Judges one frozen case with the evaluation's own runner (evaluate.ts), adding what this set checks on
// top: answers relative to the pending suggestion, and questions that keep it.

// The fields evaluate.ts does not judge either.
const IGNORED = new Set(['updatedAt', 'createdAt', 'compliance.status', 'launchOptions.launchMode']);

export interface FrozenResult {
  pass: boolean;
  core: boolean;
  problems: string[];
  reply: string;
}

const send = (c: FrozenCase) => {
  const state = stateAt(c.at);
  return { state, out: handleMessage(state, c.say, { now: EVAL_NOW, rng: mulberry32(hashSeed(c.say)) }) };
};

/** The expectation of an answer to the pending suggestion: its changes, then the case's edits on top. */
function pendingExpectation(c: FrozenCase): DraftExpectation {
  const state = stateAt(c.at);
  const pending = state.pendingApproval;
  const approved = pending ? applyPatch(state.draft, pending.patch, EVAL_NOW).draft : state.draft;
  const before = flatten(state.draft);
  const changed = Object.fromEntries(
    Object.entries(flatten(approved)).filter(
      ([path, value]) => !IGNORED.has(path) && JSON.stringify(before[path]) !== JSON.stringify(value),
    ),
  );
  return { ...changed, ...(c.fromPending ? c.fromPending(approved) : {}) };
}

/** A question keeps what was pending and offers nothing new. */
function pendingProblems(c: FrozenCase): string[] {
  if (!c.keepsPending) return [];
  const { state, out } = send(c);
  const after = out.state.pendingApproval;
  if (after?.kind === 'what_if') return [`offers a change: ${after.summary}`];
  if (JSON.stringify(after?.patch ?? null) !== JSON.stringify(state.pendingApproval?.patch ?? null))
    return [`offers a change: ${after?.summary ?? '(dropped the pending suggestion)'}`];
  return [];
}

export function judgeFrozen(c: FrozenCase): FrozenResult {
  const relative = c.fromPending !== undefined || c.approvesPending === true;
  const judged = relative ? { ...c, expect: pendingExpectation(c) } : c;
  const r = runCase(judged);
  const problems = [...r.problems, ...pendingProblems(c)];
  return { pass: problems.length === 0, core: isCore(c), problems, reply: r.reply };
}
