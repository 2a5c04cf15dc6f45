import { isQuestionAct } from './dialogue/acts.ts';
import { applyPatch } from './draft-patch.ts';
import { HEADLINES_MAX } from './extract/headlines.ts';
import type { CopyPart, CopyRequest } from './facts/copy-request.fact.ts';
import { applyFacts } from './facts/registry.ts';
import { appliedLines, stillPending } from './planner-approval.ts';
import { fingerprint, moveOn, type Turn, toApproval } from './planner-flow.ts';
import type { ApprovalData, PlannerState } from './planner-types.ts';
import type { CopyStyle } from './recommend/headline-writer.ts';
import {
  type CopyLines,
  copyRecommendation,
  recommendCopy,
  suggestedLines,
  suggestedParts,
} from './steps/step-5-creative.ts';
import type { PlannerContext, Recommendation } from './steps/step-types.ts';
import type { Interpretation } from './turn/interpretation.ts';

// Copy turns: a request for copy ideas ("suggest some headlines", "what would you put as the CTA?"), an
// instruction about a copy suggestion ("shorter", "more playful", "drop the second one", "use our name")
// and an offer stated or ruled out while copy is suggested ("mention 25% off, we don't offer free
// shipping"): each answered with a suggestion (new or revised) to approve. Copy says only what the
// advertiser stated, so a subject it cannot write about is said plainly, with what it can do.

export const COPY_CAN_DO =
  'I can make them shorter, more playful or more formal, use the campaign name, mention an offer you run (“mention 25% off”), drop one (“drop the second one”), or use your own lines in quotes.';

const OWN_COPY = ['headlines', 'descriptions', 'callsToAction'];
const COPY_KEYS = new Set([...OWN_COPY, 'offers', 'copyRequest']);
const hasStyle = (s: CopyStyle) => Object.keys(s).length > 0;

/** Own lines of one part in a pending suggestion, from its summary (descriptions exclude disclaimers). */
function ownLines(p: ApprovalData, part: CopyPart): string[] {
  if (part === 'headlines') return suggestedLines(p.patch, 'headlines');
  const label = part === 'descriptions' ? 'Ad descriptions' : 'Call to action';
  const seg = p.summary.split('; ').find((s) => s.startsWith(`${label}: `));
  return seg
    ? seg
        .slice(label.length + 2)
        .split(' | ')
        .filter(Boolean)
    : [];
}

/** The pending suggestion without the lines the advertiser dropped ("drop the second one"). */
function withoutDropped(p: ApprovalData, drop: readonly number[]): CopyLines | null {
  const parts = suggestedParts(p.summary);
  const part = parts.includes('headlines') ? 'headlines' : parts[0];
  if (!part) return null;
  const lines: CopyLines = {};
  for (const x of parts) lines[x] = ownLines(p, x);
  const list = lines[part] ?? [];
  const gone = new Set(drop.map((i) => (i < 0 ? list.length + i : i)));
  const kept = list.filter((_, i) => !gone.has(i));
  if (kept.length === list.length || kept.length === 0) return null;
  lines[part] = kept;
  return lines;
}

/** A subject the copy may not take up: not a stated offer. */
function unstated(about: string, offers: readonly string[]): boolean {
  const words = about
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 3);
  return !offers.some((o) => words.some((w) => o.toLowerCase().includes(w)));
}

/** The first suggestion from `variant` on that the advertiser has not rejected. */
function freshCopy(
  state: PlannerState,
  ctx: PlannerContext,
  variant: number,
  parts: readonly CopyPart[],
  style: CopyStyle,
): Recommendation | null {
  for (let v = variant; v < variant + 6; v++) {
    const rec = recommendCopy(state.draft, { memory: state.memory }, v, parts, style);
    if (!rec) return null;
    if (
      !ctx.memory.rejected.includes(fingerprint(rec.kind, rec.patch)) &&
      !state.memory.rejected.includes(fingerprint(rec.kind, rec.patch))
    )
      return rec;
  }
  return null;
}

// "make it pop", "more fun", "something about delivery": an instruction about the copy, not copy.
const INSTRUCTION =
  /^\W*(?:make|add|change|use|write|be|more|less|something|can|could|would|please|pls|i|i'?d|we|let'?s|do|don'?t|not|no|too|shorter|longer|different|another|other|remove|drop|replace|swap|fix|mention|include|keep|just|maybe|how|what|why)\b/i;

/** Lines typed through Modify as copy: short, not a question, one a line (or ; or |); null otherwise. */
export function typedCopyLines(text: string): string[] | null {
  if (/\?\s*$/.test(text) || INSTRUCTION.test(text)) return null;
  const lines = text
    .split(/\n|\s*[|;]\s*/)
    .map((l) =>
      l
        .replace(/^\s*(?:[-•*–]|\d{1,2}[.)])\s+/, '')
        .replace(/^["“']|["”']$/g, '')
        .trim(),
    )
    .filter((l) => l.length >= 2);
  if (lines.length === 0 || lines.length > HEADLINES_MAX || lines.some((l) => l.length > 90)) return null;
  return lines;
}

/** The typed lines, when the pending suggestion has headlines they can replace. */
const typedFor = (i: Interpretation, pending: ApprovalData) =>
  suggestedParts(pending.summary).includes('headlines') ? i.typedLines : null;

/** The advertiser's own headlines replace the suggestion; the planner moves on. */
function useOwnLines(state: PlannerState, headlines: string[], ctx: PlannerContext): Turn {
  const applied = applyFacts(state.draft, [{ key: 'headlines', op: 'replace', value: headlines }], ctx);
  return moveOn(
    { ...state, draft: applied.draft, memory: applied.memory, pendingApproval: null },
    ctx,
    false,
    appliedLines(ctx, applied),
  );
}

/**
 * Which copy turn a message is, if any (a row of the policy table each):
 * - 'typed-lines': the advertiser's own lines typed through Modify replace the suggested ones;
 * - 'own-copy': their own copy while copy is suggested ("fine, headline "X"", "yes, and CTA Shop Now");
 * - 'unclear-instruction': a Modify about the copy that says nothing the planner can do;
 * - 'copy-request': copy ideas asked for, an instruction about the suggestion ("shorter", "drop the
 *   second one"), or an offer stated or ruled out while copy is suggested: a new or revised suggestion.
 */
export type CopyCase = 'typed-lines' | 'own-copy' | 'unclear-instruction' | 'copy-request';

export function copyCase(i: Interpretation, state: PlannerState): CopyCase | null {
  const pending = state.pendingApproval;
  if (state.launched || (pending && pending.kind !== 'headlines')) return null;
  const { act, facts } = i;
  const request = facts.some((f) => f.key === 'copyRequest');
  const others = facts.filter((f) => f.key !== 'copyRequest');
  const own = others.filter((f) => OWN_COPY.includes(f.key) && f.op !== 'remove');
  // "Modify: Gentle care in Denver": a line of copy, though "Denver" reads as a city too.
  const modify = pending && act.act === 'modify' && !request;
  if (modify && !others.some((f) => COPY_KEYS.has(f.key)) && typedFor(i, pending)) return 'typed-lines';
  // A fact held back for confirmation is the turn's business, not the copy's.
  if (pending && !request && own.length > 0) {
    const replaces = own.some((f) => f.key === 'headlines');
    return (replaces || act.act === 'approve') && !i.applied.confirm ? 'own-copy' : null;
  }
  if (modify && others.length === 0) return 'unclear-instruction';
  // An offer stated or ruled out while copy is suggested: the suggestion is written again with it.
  const offersOnly = pending !== null && others.length > 0 && others.every((f) => f.key === 'offers');
  return (request || offersOnly) && !i.applied.confirm ? 'copy-request' : null;
}

/** The turn of a copy case (copyCase). */
export function copyTurn(kind: CopyCase, i: Interpretation, state: PlannerState, ctx: PlannerContext): Turn {
  const pending = state.pendingApproval;
  if (kind === 'typed-lines' && pending) return useOwnLines(state, typedFor(i, pending) ?? [], ctx);
  if (kind === 'unclear-instruction' && pending)
    return { state, lines: [`I could not tell what to change. ${COPY_CAN_DO}`, stillPending(pending)] };
  if (kind === 'own-copy' && pending) return ownCopy(i, state, pending, ctx);
  return copyRequestTurn(i, state, ctx);
}

/** "Fine, headline "X"" uses theirs; "yes, and CTA Shop Now" approves the suggestion and adds theirs. */
function ownCopy(i: Interpretation, state: PlannerState, pending: ApprovalData, ctx: PlannerContext): Turn {
  const replaces = i.facts.some((f) => f.key === 'headlines' && f.op !== 'remove');
  const approved = replaces ? null : applyPatch(state.draft, pending.patch, ctx.now);
  const applied = applyFacts(approved?.ok ? approved.draft : state.draft, i.facts, ctx);
  const lines = appliedLines(ctx, applied);
  if (approved?.ok) lines.unshift(`Done: ${lowerFirst(pending.summary)}.`);
  return moveOn(
    { ...state, draft: applied.draft, memory: applied.memory, pendingApproval: null },
    ctx,
    false,
    lines,
  );
}

/** Where a copy request starts from: the draft (and memory) it writes for, and what it says first. */
interface CopyBase {
  next: PlannerState;
  lines: string[];
  parts: CopyPart[];
  pendingParts: CopyPart[];
}

const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());

/** The message's other facts applied (a question changes no field, its offers are remembered). */
function copyBase(
  i: Interpretation,
  state: PlannerState,
  request: CopyRequest | undefined,
  ctx: PlannerContext,
): CopyBase {
  const pending = state.pendingApproval;
  const applied = applyFacts(
    state.draft,
    i.facts.filter((f) => f.key !== 'copyRequest'),
    ctx,
  );
  const draft = isQuestionAct(i.act.act) ? state.draft : applied.draft;
  const next: PlannerState = { ...state, draft, memory: applied.memory };
  const lines = appliedLines(ctx, applied);
  const pendingParts = pending ? suggestedParts(pending.summary) : [];
  const asked = request?.parts.length ? request.parts : pendingParts;
  const parts: CopyPart[] = asked.length ? asked : ['headlines'];
  // "Yes, and a CTA too": the suggestion is approved, then the new part suggested.
  const approvesFirst =
    pending &&
    i.act.act === 'approve' &&
    request?.parts.length &&
    !parts.some((p) => pendingParts.includes(p));
  const approved = approvesFirst ? applyPatch(draft, pending.patch, ctx.now) : null;
  if (!approved?.ok || !pending) return { next, lines, parts, pendingParts };
  return {
    next: { ...next, draft: approved.draft },
    lines: [`Done: ${lowerFirst(pending.summary)}.`, ...lines],
    parts,
    pendingParts,
  };
}

/** A "no" to the suggestion remembers it and asks for the next variant; the same parts keep theirs. */
function variantFor(
  i: Interpretation,
  base: CopyBase,
  style: CopyStyle,
): { next: PlannerState; variant: number } {
  const pending = base.next.pendingApproval;
  if (!pending || hasStyle(style)) return { next: base.next, variant: 0 };
  if (i.act.no || i.act.act === 'reject') {
    const print = fingerprint(pending.kind, pending.patch);
    const memory = { ...base.next.memory, rejected: [...base.next.memory.rejected, print].slice(-200) };
    return { next: { ...base.next, memory }, variant: pending.variant + 1 };
  }
  const same = base.parts.every((p) => base.pendingParts.includes(p));
  return { next: base.next, variant: same ? pending.variant : 0 };
}

/** Copy about a subject the advertiser never stated: said plainly, nothing written. */
function unstatedSubject(about: string, next: PlannerState, lines: string[]): Turn {
  const ruledOut = next.memory.deniedOffers.some((o) => !unstated(about, [o]));
  const say = ruledOut
    ? 'You told me you do not offer that, so I leave it out of the copy.'
    : `I only write what you have told me, so I can't add a line about ${about} myself. Tell me the offer or detail (e.g. “we do free delivery over $50”) and I will work it in, or give me the line in quotes, e.g. add headline “…”.`;
  const pending = next.pendingApproval;
  return { state: next, lines: [...lines, say, ...(pending ? [stillPending(pending)] : [])] };
}

/** Copy ideas asked for or an instruction about them: a new or revised suggestion to approve. */
function copyRequestTurn(i: Interpretation, state: PlannerState, ctx: PlannerContext): Turn {
  const pending = state.pendingApproval;
  const request = i.facts.find((f) => f.key === 'copyRequest')?.value as CopyRequest | undefined;
  const base = copyBase(i, state, request, ctx);
  const style = request?.style ?? {};
  const { next, variant } = variantFor(i, base, style);
  const { lines } = base;
  if (request?.about && unstated(request.about, next.memory.offers))
    return unstatedSubject(request.about, next, lines);
  const dropped =
    pending && request?.drop.length && !hasStyle(style) ? withoutDropped(pending, request.drop) : undefined;
  const rec =
    dropped !== undefined
      ? dropped && copyRecommendation(next.draft, dropped, pending?.variant ?? 0)
      : freshCopy(next, { ...ctx, memory: next.memory }, variant, base.parts, style);
  if (!rec) {
    const why = hasStyle(style) ? 'I have no more ideas in that style.' : 'I have no more ideas for that.';
    return {
      state: next,
      lines: [...lines, `${why} ${COPY_CAN_DO}`, ...(pending ? [stillPending(pending)] : [])],
    };
  }
  const revised = pending !== null && (request === undefined || !request.parts.length || hasStyle(style));
  return {
    state: { ...next, pendingApproval: toApproval(rec, 5), awaiting: 'headlines' },
    lines: [...lines, revised ? `Updated. ${rec.text}` : rec.text],
  };
}
