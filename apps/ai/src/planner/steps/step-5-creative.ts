import { platformName, validateStep } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { HEADLINE_LIMITS } from '@northstar/shared/compliance';
import type { CopyPart } from '../facts/copy-request.fact.ts';
import type { DraftPatch } from '../planner-types.ts';
import {
  type CopyStyle,
  disclaimerLines,
  headlineLimit,
  suggestCta,
  writeDescriptions,
  writeHeadlines,
} from '../recommend/headline-writer.ts';
import { APPROVAL_PROMPT, type PlannerContext, type Recommendation, type StepHandler } from './step-types.ts';

// Step 5: copy suggestions (headlines on arrival; ad descriptions and a call to action when asked), written
// only from what the advertiser stated: the offers they run, never one they ruled out.

const DESCRIPTIONS_MAX = 10;
const PART_LABEL: Readonly<Record<CopyPart, string>> = {
  headlines: 'Headlines',
  descriptions: 'Ad descriptions',
  callsToAction: 'Call to action',
};

/** The parts a pending copy suggestion covers, from its summary ("Headlines: ...; Call to action: ..."). */
export function suggestedParts(summary: string): CopyPart[] {
  return (Object.keys(PART_LABEL) as CopyPart[]).filter((p) =>
    new RegExp(`(?:^|; )${PART_LABEL[p]}: `).test(summary),
  );
}

/** The lines of one part in a pending copy suggestion's patch. */
export function suggestedLines(patch: DraftPatch, part: CopyPart): string[] {
  return [...((patch.creatives?.copy?.[part] as string[] | undefined) ?? [])];
}

export interface CopyLines {
  headlines?: string[];
  descriptions?: string[];
  callsToAction?: string[];
}

/** A copy suggestion to approve, from lines already chosen. */
export function copyRecommendation(
  d: CampaignDraft,
  lines: CopyLines,
  variant: number,
): Recommendation | null {
  const parts = (Object.keys(PART_LABEL) as CopyPart[]).filter((p) => (lines[p]?.length ?? 0) > 0);
  if (parts.length === 0) return null;
  const name = d.campaignName.trim() || 'your campaign';
  const text: string[] = [];
  const copy: NonNullable<NonNullable<DraftPatch['creatives']>['copy']> = {};
  const headlines = lines.headlines ?? [];
  const ownDescriptions = lines.descriptions ?? [];
  if (headlines.length) {
    const limit = headlineLimit(d);
    const tightest = d.platforms.selected.find((p) => HEADLINE_LIMITS[p]?.max === limit);
    const within = tightest ? ` (each within ${platformName(tightest)}'s ${limit}-character limit)` : '';
    text.push(
      `Here are ${headlines.length} headlines for “${name}”${within}:\n${headlines.map((h, i) => `${i + 1}. ${h}`).join('\n')}`,
    );
    copy.headlines = headlines;
  }
  if (ownDescriptions.length)
    text.push(
      `${headlines.length ? 'And' : 'Here are'} ${ownDescriptions.length === 1 ? 'an ad description' : `${ownDescriptions.length} ad descriptions`}${headlines.length ? '' : ` for “${name}”`}:\n${ownDescriptions.map((l) => `• ${l}`).join('\n')}`,
    );
  const ctas = lines.callsToAction ?? [];
  if (ctas.length) {
    text.push(`For the button I suggest “${ctas.join('” or “')}”.`);
    copy.callsToAction = [...d.creatives.copy.callsToAction, ...ctas].slice(0, 5);
  }
  const disclaimers = headlines.length || ownDescriptions.length ? disclaimerLines(d, headlines) : [];
  if (disclaimers.length)
    text.push(`Plus the required disclaimer as a description: “${disclaimers.join(' ')}”`);
  if (ownDescriptions.length || disclaimers.length) {
    const current = d.creatives.copy.descriptions;
    const added = [...ownDescriptions, ...disclaimers].filter((l) => !current.includes(l));
    copy.descriptions = [...current, ...added].slice(0, DESCRIPTIONS_MAX);
  }
  const summary = parts
    .map(
      (p) => `${PART_LABEL[p]}: ${(p === 'descriptions' ? ownDescriptions : (lines[p] ?? [])).join(' | ')}`,
    )
    .join('; ');
  return {
    kind: 'headlines',
    text: `${text.join('\n')}\n${APPROVAL_PROMPT}`,
    summary,
    patch: { creatives: { copy } },
    variant,
  };
}

/** Copy for the asked parts in set `variant`, written from the conversation's memory and the style. */
export function recommendCopy(
  d: CampaignDraft,
  ctx: Pick<PlannerContext, 'memory'>,
  variant: number,
  parts: readonly CopyPart[],
  style: CopyStyle = {},
): Recommendation | null {
  const lines: CopyLines = {};
  if (parts.includes('headlines')) {
    const set = writeHeadlines(d, variant, ctx.memory, style);
    if (!set) return null;
    lines.headlines = set.headlines;
  }
  if (parts.includes('descriptions')) {
    const written = writeDescriptions(d, variant, ctx.memory, style);
    if (written.length === 0 && !lines.headlines) return null;
    lines.descriptions = written;
  }
  if (parts.includes('callsToAction')) {
    const cta = suggestCta(d, variant);
    if (!cta && !lines.headlines && !lines.descriptions?.length) return null;
    if (cta) lines.callsToAction = [cta];
  }
  return copyRecommendation(d, lines, variant);
}

export const step5: StepHandler = {
  step: 5,
  missing: (d) => validateStep(d, 5),
  recommendOnArrival: true,
  recommend: (d, ctx, variant) => recommendCopy(d, ctx, variant, ['headlines']),
  ask: () => ({
    text: 'What headlines should the ads use? Put each in quotes, e.g. “Spring styles are here” “Shop the new season”, or say “suggest some”.',
    awaiting: 'headlines',
  }),
  describe(d) {
    const n = d.creatives.copy.headlines.filter((h) => h.trim()).length;
    return `${n} headline${n === 1 ? '' : 's'}`;
  },
};
