import { kpiOptionsFor, type StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { DEFAULT_BUDGET, DEFAULT_DURATION_DAYS } from '@northstar/shared/projections';
import type { ActReading } from './dialogue/acts.ts';
import type { Fact } from './facts/fact-types.ts';
import { applyFacts } from './facts/registry.ts';
import { formatMoney, joinList, objectiveLabel } from './format.ts';
import { answerQuestion, answerWithProjection } from './market-answers.ts';
import { freshRecommendation, offer, stepHeading, stopAt, type Turn } from './planner-flow.ts';
import type { PlannerState } from './planner-types.ts';
import { campaignAnswer, platformAnswer, termAnswer } from './question-answers.ts';
import { complianceAnswer } from './recommend/compliance-answer.ts';
import { STEP_HANDLERS } from './steps/step-handlers.ts';
import { APPROVAL_PROMPT, type PlannerContext } from './steps/step-types.ts';

// Questions and what-ifs: answered from the campaign, the glossary, the market and projection models, and
// never applied. A what-if ("what would 30k get me?") is answered with its projection and not offered: a
// question is never a change (issue 21); the advertiser states a change to make it.

type Suggestion = NonNullable<ReturnType<typeof platformMix>>;

function recommendationsAnswer(draft: CampaignDraft, mix: Suggestion | null): string {
  const objective = draft.objective ? objectiveLabel(draft.objective).toLowerCase() : null;
  const daily = Math.round(DEFAULT_BUDGET / DEFAULT_DURATION_DAYS);
  return [
    `My recommendations${objective ? ` for a ${objective} campaign` : ''}:`,
    `• Platforms: ${mix ? mix.summary.replace(/^(?:Run on|Platforms:)\s*/i, '') : 'tell me the objective and I will propose a mix'}.`,
    `• Budget: ${formatMoney(DEFAULT_BUDGET)} over ${DEFAULT_DURATION_DAYS} days (about ${formatMoney(daily)} a day) is a solid starting point; smaller budgets work, with wider result ranges.`,
    '• Audience: start with your main market and a broad age range (25-54), then narrow with interests once results come in.',
    'Tell me what you are promoting and I will tailor these.',
  ].join('\n');
}

function analyticsAnswer(draft: CampaignDraft): string {
  const kpis = kpiOptionsFor(draft.objective).map((k) => k.label);
  const lead = draft.objective
    ? `For a ${objectiveLabel(draft.objective).toLowerCase()} campaign, judge it by ${joinList(kpis, 'or')}`
    : 'Judge a campaign by the KPI of its objective: CPM or reach for awareness, CPC for traffic, cost per lead for leads, ROAS or CPA for sales, cost per install for app installs';
  return `${lead}; watch CTR, CPC and CPM for efficiency, and frequency so the audience does not tire. Once a campaign is launched, the Analytics page shows its results (sandbox delivery until an ad account is connected).`;
}

// "What bidding would you use?": a question about a step's subject gets that step's suggestion.
const STEP_SUBJECTS: readonly [RegExp, StepNumber][] = [
  [/\b(?:bid(?:s|ding)?|cpa\s+target|roas\s+target)\b/i, 8],
  [/\b(?:budget|spend|split|allocat\w*)\b/i, 7],
  [/\b(?:headlines?|copy|ad\s+text|creatives?)\b/i, 5],
  [/\b(?:platforms?|channels?|networks?)\b/i, 3],
  [/\b(?:kpis?)\b/i, 2],
];

function stepSuggestion(state: PlannerState, text: string, ctx: PlannerContext): string | null {
  // One subject only: "platforms, budget and audience?" asks for the overall recommendations.
  const steps = STEP_SUBJECTS.filter(([pattern]) => pattern.test(text)).map(([, step]) => step);
  const step = steps.length === 1 ? steps[0] : undefined;
  if (!step) return null;
  const rec = freshRecommendation(state.draft, step, ctx);
  return rec ? rec.text.replace(APPROVAL_PROMPT, '').trim() : null;
}

/** The step-3 platform suggestion for this draft, unless the campaign already has platforms. */
const platformMix = (draft: CampaignDraft, ctx: PlannerContext) =>
  draft.platforms.selected.length === 0 && draft.objective
    ? (STEP_HANDLERS[3].recommend?.(draft, ctx, 0) ?? null)
    : null;

/** The recommendations, with the platform mix offered for approval (nothing changes until approved). */
function recommendationsTurn(state: PlannerState, ctx: PlannerContext): Turn {
  const mix = platformMix(state.draft, ctx);
  const answer = recommendationsAnswer(state.draft, mix);
  if (!mix) return stopAt(state, state.step, ctx, [answer], false);
  const approval = offer(state.step, 'what_if', mix.summary, mix.patch);
  return {
    state: { ...state, pendingApproval: approval, awaiting: 'what_if' },
    lines: [answer, `Shall I set the platforms now? ${APPROVAL_PROMPT}`],
  };
}

/** The answer to a question with no change in it, by what it asks about. */
function answerFor(
  state: PlannerState,
  text: string,
  act: ActReading,
  facts: readonly Fact[],
  ctx: PlannerContext,
): string {
  const { topic } = act;
  // Questions about the rules are answered from the compliance rules (recommend/compliance-answer.ts).
  const compliance = complianceAnswer(state.draft, text, state.step);
  if (compliance) return compliance;
  // "Can we run on YouTube too?": what the facts could not do is the answer ("YouTube is not a platform...").
  if (facts.length > 0 && topic === null) {
    const notes = applyFacts(state.draft, facts, ctx).warnings;
    if (notes.length > 0) return notes.join(' ');
  }
  if (topic === 'recommendations') return recommendationsAnswer(state.draft, platformMix(state.draft, ctx));
  // The user's own launched campaigns first (sandbox delivery), then the plan in hand, as a projection.
  if (ctx.accountReview && (topic === 'analytics' || topic === 'performance')) {
    if (topic === 'analytics') return `${ctx.accountReview} ${analyticsAnswer(state.draft)}`;
    const planned = state.draft.objective && state.draft.budget.totalBudget > 0;
    return planned
      ? `${ctx.accountReview} For the campaign we are planning (a projection, not delivery): ${answerWithProjection(state.draft, null, ctx)}`
      : ctx.accountReview;
  }
  if (topic === 'analytics') return analyticsAnswer(state.draft);
  if (topic === 'performance') return answerWithProjection(state.draft, null, ctx);
  if (topic === 'market' || topic === 'incrementality') return answerQuestion(state.draft, text, topic, ctx);
  return `${stepHeading(state.step)} I can answer questions about simulated market prices, projections and holdout tests, or take your campaign details as you tell them.`;
}

/** Back to where the conversation was after an answer: the pending suggestion, or the step's question. */
function backTo(state: PlannerState, answer: string, ctx: PlannerContext): Turn {
  if (state.pendingApproval)
    return {
      state,
      lines: [answer, `Back to my suggestion: ${state.pendingApproval.summary}. ${APPROVAL_PROMPT}`],
    };
  return stopAt(state, state.step, ctx, [answer], false);
}

/** Whether a question names a platform or "our platforms" and asks how they compare or suit. */
const asksAboutPlatforms = (act: ActReading) => act.act === 'question';

const NOW_WORDS = /\b(?:right\s+now|at\s+the\s+moment|currently|these\s+days|nowadays|today)\b/gi;

/**
 * "What is the CPM right now?": "now" is when the price is asked about, not a start date. The question
 * without those words, or null when it has none (the interpretation reads its facts from this).
 */
export function withoutAskingTime(text: string): string | null {
  NOW_WORDS.lastIndex = 0;
  return NOW_WORDS.test(text) ? text.replace(NOW_WORDS, ' ') : null;
}

/**
 * What the planner says to a question or a what-if; the campaign stays as it is and nothing is offered.
 * `facts`: the question's facts as the interpretation read them (without "right now", "today").
 */
export function answerTurn(
  state: PlannerState,
  text: string,
  act: ActReading,
  facts: readonly Fact[],
  ctx: PlannerContext,
): Turn {
  // A term ("target CPA vs manual CPC?") or a read-back ("what budget have we set?") is answered first:
  // the bidding or budget words in it are not a change.
  const direct =
    termAnswer(text) ??
    campaignAnswer(state.draft, text) ??
    (asksAboutPlatforms(act) ? platformAnswer(state.draft, text, ctx) : null);
  if (direct) return answered(state, direct, ctx);
  // A what-if ("what would 50k get me?", "$6k and a click on Google in Austin?") is answered with the
  // projection of the campaign as it would be; the campaign stays as it is and no change is offered
  // (a question is never a change: the advertiser says "make it 50k" to change it).
  const projects =
    act.act === 'hypothetical' ||
    facts.some((f) => ['budget', 'schedule', 'bidding', 'objective'].includes(f.key));
  if (projects && facts.length > 0) {
    const view = applyFacts(state.draft, facts, ctx);
    if (view.changed.length > 0) {
      const unchanged = `That is a projection only: your campaign is unchanged${stays(state.draft, view.draft)}.`;
      return answered(state, `${answerWithProjection(state.draft, view.draft, ctx)} ${unchanged}`, ctx);
    }
  }
  const suggestion =
    act.topic === null || act.topic === 'recommendations' ? stepSuggestion(state, text, ctx) : null;
  if (suggestion) return backTo(state, suggestion, ctx);
  if (act.topic === 'recommendations' && !state.launched) return recommendationsTurn(state, ctx);
  return answered(state, answerFor(state, text, act, facts, ctx), ctx);
}

/** " (still $35,000)": the campaign's own budget when the what-if changed it. */
function stays(before: CampaignDraft, after: CampaignDraft): string {
  const { totalBudget, currency } = before.budget;
  return totalBudget > 0 && after.budget.totalBudget !== totalBudget
    ? ` (still ${formatMoney(totalBudget, currency)})`
    : '';
}

/** The answer, then where the conversation was: the pending suggestion or the step's question. */
function answered(state: PlannerState, answer: string, ctx: PlannerContext): Turn {
  if (state.launched) return { state, lines: [answer, 'Say “start over” to plan another campaign.'] };
  return backTo(state, answer, ctx);
}
