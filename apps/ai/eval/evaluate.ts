import { createDraft, isStepNumber, type StepNumber, validateAll } from '@northstar/shared/campaign';
import { reviewCompliance } from '@northstar/shared/compliance';
import { hashSeed, mulberry32 } from '@northstar/shared/market';
import { mergePatch } from '../src/planner/draft-patch.ts';
import { contextFor, createInitialState, handleMessage } from '../src/planner/planner.ts';
import { stopAt } from '../src/planner/planner-flow.ts';
import type { PlannerReply, PlannerState } from '../src/planner/planner-types.ts';
import type { TurnTrace } from '../src/planner/turn/trace.ts';
import {
  type CaseStart,
  type DraftExpectation,
  EVAL_NOW,
  ORDERED_PATHS,
  type Persona,
  type PhrasingCase,
} from './eval-types.ts';

// Judges the planner against the phrasing table and the personas. Pure: no I/O, the fixed clock.

const IGNORED = new Set(['updatedAt', 'createdAt', 'compliance.status', 'launchOptions.launchMode']);

const send = (state: PlannerState, text: string): PlannerReply =>
  handleMessage(state, text, { now: EVAL_NOW, rng: mulberry32(hashSeed(text)) });

/** The state the planner would be in at `start`: its own prompt at that step is pending. */
export function stateAt(start: CaseStart = {}): PlannerState {
  const base = createInitialState({
    now: EVAL_NOW,
    ...(start.regulated ? { campaignType: 'regulated' } : {}),
  });
  const draft = start.draft ? mergePatch(base.draft, start.draft) : base.draft;
  const step = start.step !== undefined && isStepNumber(start.step) ? (start.step as StepNumber) : 1;
  const placed = { ...base, draft };
  let state = stopAt(placed, step, contextFor(placed, '', { now: EVAL_NOW }), [], false).state;
  for (const text of start.before ?? []) state = send(state, text).state;
  return state;
}

/** Flattens a draft into dotted paths (arrays are leaves). */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}

function same(path: string, a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b) && !ORDERED_PATHS.has(path)) {
    const key = (v: unknown) => JSON.stringify(v);
    return a.length === b.length && a.map(key).sort().join() === b.map(key).sort().join();
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Differences between what changed and what was expected; empty when the draft changed exactly so. */
export function draftDiff(before: unknown, after: unknown, expected: DraftExpectation = {}): string[] {
  const a = flatten(before);
  const b = flatten(after);
  const problems: string[] = [];
  for (const [path, want] of Object.entries(expected)) {
    if (!(path in b) && !Object.keys(b).some((p) => p.startsWith(`${path}.`)))
      problems.push(`${path}: no such field`);
    else if (!same(path, b[path] ?? undefined, want))
      problems.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(b[path])}`);
  }
  for (const path of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (IGNORED.has(path) || path.startsWith('budget.allocation.') || path in expected) continue;
    if (Object.keys(expected).some((p) => path.startsWith(`${p}.`))) continue;
    if (!same(path, a[path], b[path]))
      problems.push(`${path}: changed to ${JSON.stringify(b[path])} (not expected)`);
  }
  return problems;
}

function replyProblems(reply: string, includes: string[] = [], excludes: string[] = []): string[] {
  const text = reply.toLowerCase();
  return [
    ...includes.filter((s) => !text.includes(s.toLowerCase())).map((s) => `reply lacks "${s}"`),
    ...excludes.filter((s) => text.includes(s.toLowerCase())).map((s) => `reply has "${s}"`),
  ];
}

export interface CaseResult {
  id: string;
  fact: string;
  say: string;
  pass: boolean;
  problems: string[];
  reply: string;
  /** How the planner decided the reply: a failure names its policy row. */
  trace?: TurnTrace;
}

export function runCase(c: PhrasingCase): CaseResult {
  const problems: string[] = [];
  let reply = '';
  let trace: TurnTrace | undefined;
  try {
    const state = stateAt(c.at);
    const out = send(state, c.say);
    reply = out.response;
    trace = out.trace;
    problems.push(...draftDiff(state.draft, out.state.draft, c.unchanged ? {} : (c.expect ?? {})));
    problems.push(...replyProblems(reply, c.replyIncludes, c.replyExcludes));
    if (c.asksApproval !== undefined && out.requiresApproval !== c.asksApproval)
      problems.push(c.asksApproval ? 'no approval asked' : 'asked for approval');
    if (c.stepAfter !== undefined && out.campaignStep !== c.stepAfter)
      problems.push(`step ${out.campaignStep}, expected ${c.stepAfter}`);
  } catch (error) {
    problems.push(`threw: ${(error as Error).message}`);
  }
  return {
    id: c.id,
    fact: c.fact,
    say: c.say,
    pass: problems.length === 0,
    problems,
    reply,
    ...(trace ? { trace } : {}),
  };
}

export interface PersonaResult {
  id: string;
  turnsPassed: number;
  turns: number;
  launched: boolean;
  problems: string[];
}

/**
 * Whether the launch was approved in the chat (the three launch approvals given, which the chat service
 * then performs on the API) and the draft passes the launch gate: every step valid, no compliance blocker.
 */
export function launchable(state: PlannerState): boolean {
  const errors = validateAll(state.draft);
  const blocked = reviewCompliance(state.draft).findings.some((f) => f.severity === 'blocker');
  const approved = state.launched || state.launch?.status === 'approved';
  return approved && Object.values(errors).every((e) => (e?.length ?? 0) === 0) && !blocked;
}

/** After the persona's own turns: "launch it" (again, once at the review) and approve each launch approval. */
function approveLaunch(state: PlannerState): PlannerState {
  let next = state;
  for (let i = 0; i < 6 && next.launch?.status !== 'approved'; i++) {
    const asked = next.pendingApproval?.kind.startsWith('launch_') ?? false;
    next = send(next, asked ? 'I approve this recommendation.' : 'launch it').state;
  }
  return next;
}

export function runPersona(p: Persona): PersonaResult {
  let state = stateAt(p.regulated ? { regulated: true } : {});
  const problems: string[] = [];
  let passed = 0;
  p.turns.forEach((turn, i) => {
    const before = state.draft;
    const out = send(state, turn.say);
    state = out.state;
    const turnProblems = [
      ...(turn.expect
        ? draftDiff(before, state.draft, turn.expect).filter((m) => !m.includes('not expected'))
        : []),
      ...replyProblems(out.response, turn.replyIncludes, turn.replyExcludes),
    ];
    if (turnProblems.length === 0) passed++;
    else
      problems.push(
        ...turnProblems.map((m) => `turn ${i + 1} “${turn.say.slice(0, 40)}” (row ${out.trace?.row}): ${m}`),
      );
  });
  const finalProblems = draftDiff(createDraft({ now: EVAL_NOW }), state.draft, p.final).filter(
    (m) => !m.includes('not expected'),
  );
  problems.push(...finalProblems.map((m) => `final: ${m}`));
  if (p.launchable) state = approveLaunch(state);
  const launched = launchable(state);
  if (p.launchable && !launched) problems.push(`not launchable (ended at step ${state.step})`);
  return { id: p.id, turnsPassed: passed, turns: p.turns.length, launched, problems };
}
