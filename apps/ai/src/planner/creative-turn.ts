import { type ActReading, isQuestionAct } from './dialogue/acts.ts';
import { applyPatch } from './draft-patch.ts';
import { HEADLINES_MAX } from './extract/headlines.ts';
import type { CopyPart, CopyRequest } from './facts/copy-request.fact.ts';
import type { Fact } from './facts/fact-types.ts';
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

/** Lines the advertiser typed through Modify as copy: short, not a question, one a line (or ; or |). */
function ownLinesIn(text: string, pending: ApprovalData): string[] | null {
  if (!suggestedParts(pending.summary).includes('headlines') || /\?\s*$/.test(text) || INSTRUCTION.test(text))
    return null;
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

/** The turn for a copy request or instruction; null when the message is not one. */
export function creativeTurn(
  state: PlannerState,
  act: ActReading,
  facts: readonly Fact[],
  ctx: PlannerContext,
): Turn | null {
  if (state.launched) return null;
  const pending = state.pendingApproval;
  if (pending && pending.kind !== 'headlines') return null;
  const request = facts.find((f) => f.key === 'copyRequest')?.value as CopyRequest | undefined;
  const others = facts.filter((f) => f.key !== 'copyRequest');
  // The advertiser's own copy while a copy suggestion is open: "fine, headline "X"" uses theirs;
  // "yes, and CTA Shop Now" approves the suggestion and adds theirs.
  const own = others.filter((f) => OWN_COPY.includes(f.key) && f.op !== 'remove');
  // "Modify: Gentle care in Denver": a line of copy, though "Denver" reads as a city too.
  if (pending && act.act === 'modify' && !request && !others.some((f) => COPY_KEYS.has(f.key))) {
    const typed = ownLinesIn(act.modifyText ?? '', pending);
    if (typed) return useOwnLines(state, typed, ctx);
  }
  if (pending && !request && own.length > 0) {
    const replaces = own.some((f) => f.key === 'headlines');
    if (!replaces && act.act !== 'approve') return null;
    const base = replaces
      ? { ok: true as const, draft: state.draft }
      : applyPatch(state.draft, pending.patch, ctx.now);
    if (!base.ok) return null;
    const applied = applyFacts(base.draft, others, ctx);
    if (applied.confirm) return null;
    const lines = appliedLines(ctx, applied);
    if (!replaces) lines.unshift(`Done: ${pending.summary.replace(/^./, (c) => c.toLowerCase())}.`);
    return moveOn(
      { ...state, draft: applied.draft, memory: applied.memory, pendingApproval: null },
      ctx,
      false,
      lines,
    );
  }
  if (!request) {
    if (!pending) return null;
    if (act.act === 'modify' && others.length === 0) {
      // "Modify: Fresh bread every morning": the advertiser's own line(s) replace the suggested ones.
      const own = ownLinesIn(act.modifyText ?? '', pending);
      if (own) return useOwnLines(state, own, ctx);
      return { state, lines: [`I could not tell what to change. ${COPY_CAN_DO}`, stillPending(pending)] };
    }
    // An offer stated or ruled out while copy is suggested: the suggestion is written again with it.
    if (others.length === 0 || !others.every((f) => f.key === 'offers')) return null;
  }
  // A question changes no field; the offers it states are remembered.
  const applied = applyFacts(state.draft, others, ctx);
  if (applied.confirm) return null;
  let draft = isQuestionAct(act.act) ? state.draft : applied.draft;
  let next: PlannerState = { ...state, draft, memory: applied.memory };
  const lines = appliedLines(ctx, applied);
  const pendingParts = pending ? suggestedParts(pending.summary) : [];
  let parts: CopyPart[] = request?.parts.length ? request.parts : pendingParts;
  if (parts.length === 0) parts = ['headlines'];
  // "Yes, and a CTA too": the suggestion is approved, then the new part suggested.
  if (
    pending &&
    act.act === 'approve' &&
    request?.parts.length &&
    !parts.some((p) => pendingParts.includes(p))
  ) {
    const approved = applyPatch(draft, pending.patch, ctx.now);
    if (approved.ok) {
      draft = approved.draft;
      next = { ...next, draft };
      lines.unshift(`Done: ${pending.summary.replace(/^./, (c) => c.toLowerCase())}.`);
    }
  }
  const style = request?.style ?? {};
  let variant = 0;
  if (pending && (act.no || act.act === 'reject') && !hasStyle(style)) {
    const print = fingerprint(pending.kind, pending.patch);
    next = { ...next, memory: { ...next.memory, rejected: [...next.memory.rejected, print].slice(-200) } };
    variant = pending.variant + 1;
  } else if (pending && !hasStyle(style) && parts.every((p) => pendingParts.includes(p)))
    variant = pending.variant;
  const nextCtx = { ...ctx, memory: next.memory };
  if (request?.about && unstated(request.about, next.memory.offers)) {
    const ruledOut = next.memory.deniedOffers.some((o) => !unstated(request.about ?? '', [o]));
    const say = ruledOut
      ? 'You told me you do not offer that, so I leave it out of the copy.'
      : `I only write what you have told me, so I can't add a line about ${request.about} myself. Tell me the offer or detail (e.g. “we do free delivery over $50”) and I will work it in, or give me the line in quotes, e.g. add headline “…”.`;
    return {
      state: next,
      lines: [...lines, say, ...(pending ? [stillPending(pending)] : [])],
    };
  }
  let rec: Recommendation | null = null;
  if (pending && request?.drop.length && !hasStyle(style)) {
    const kept = withoutDropped(pending, request.drop);
    rec = kept ? copyRecommendation(draft, kept, pending.variant) : null;
  } else rec = freshCopy(next, nextCtx, variant, parts, style);
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
