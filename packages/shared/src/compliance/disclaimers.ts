import type { PlatformId, RegulatedCategory } from '../campaign/platforms.ts';
import { CATEGORY_RULES } from './category-rules.ts';
import { type Jurisdictions, targets } from './jurisdictions.ts';
import { DESCRIPTION_LIMITS, HEADLINE_LIMITS, strictestLimit } from './limits.ts';
import type { Disclaimer } from './rule-types.ts';

// Which disclaimers a campaign needs, whether its copy shows them, and the wording that fits its lines.

/** Lower case, straight apostrophes, single spaces: the form phrases are compared in. */
export const normaliseCopy = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');

export interface CopyLines {
  headlines: readonly string[];
  descriptions: readonly string[];
}

/** The category's disclaimers whose jurisdiction is targeted (and whose network is selected, if scoped). */
export function applicableDisclaimers(
  category: RegulatedCategory,
  j: Jurisdictions,
  platforms?: readonly PlatformId[],
): Disclaimer[] {
  return CATEGORY_RULES[category].disclaimers.filter(
    (d) =>
      (!d.countries || d.countries.some((code) => targets(j, code))) &&
      (!d.platforms || !platforms || d.platforms.some((p) => platforms.includes(p))),
  );
}

/**
 * What every selected platform shows of the copy: a line past a platform's limit is cut there (or
 * refused), so a disclaimer counts only inside the strictest limit.
 */
export function visibleLines(copy: CopyLines, platforms: readonly PlatformId[]): string[] {
  const cut = (lines: readonly string[], max: number) =>
    lines.map((l) => normaliseCopy(l.trim().slice(0, Number.isFinite(max) ? max : undefined)));
  return [
    ...cut(copy.headlines, strictestLimit(HEADLINE_LIMITS, platforms)),
    ...cut(copy.descriptions, strictestLimit(DESCRIPTION_LIMITS, platforms)),
  ];
}

const found = (phrases: readonly string[], lines: readonly string[]) =>
  phrases.some((p) => {
    const phrase = normaliseCopy(p);
    return lines.some((l) => l.includes(phrase));
  });

export const isDisclaimerShown = (d: Disclaimer, lines: readonly string[]) =>
  found(d.phrases, lines) && (!d.alsoRequired || found(d.alsoRequired, lines));

/** The full wording on one line first, then the shorter forms. */
export const disclaimerWordings = (d: Disclaimer): (readonly string[])[] => [
  [d.text],
  ...(d.shortForms ?? []),
];

/** The longest wording whose every line fits `maxLine` characters; null when none does. */
export function fittingWording(d: Disclaimer, maxLine: number): readonly string[] | null {
  return disclaimerWordings(d).find((lines) => lines.every((l) => l.length <= maxLine)) ?? null;
}

/** The longest line of the disclaimer's shortest wording: a platform with a smaller limit cannot carry it. */
export const shortestLine = (d: Disclaimer): number =>
  Math.min(...disclaimerWordings(d).map((lines) => Math.max(...lines.map((l) => l.length))));

/** Every phrase of the category's disclaimers (required, also required, companion), normalised once. */
const DISCLAIMER_PHRASES = new Map(
  Object.values(CATEGORY_RULES).map((rule) => [
    rule.category,
    rule.disclaimers.flatMap((d) =>
      [...d.phrases, ...(d.alsoRequired ?? []), ...(d.companionPhrases ?? [])].map(normaliseCopy),
    ),
  ]),
);

/** Whether a piece of copy carries (part of) one of the category's disclaimers. */
export const hasDisclaimerText = (text: string, category: RegulatedCategory | null): boolean => {
  if (!category) return false;
  const normal = normaliseCopy(text);
  return (DISCLAIMER_PHRASES.get(category) ?? []).some((p) => normal.includes(p));
};

/** Disclaimer text is required copy: strip it before the claim checks (the FDA sentence says "cure"). */
export function withoutDisclaimerText(text: string, category: RegulatedCategory | null): string {
  let out = normaliseCopy(text);
  for (const p of category ? (DISCLAIMER_PHRASES.get(category) ?? []) : []) out = out.split(p).join(' ');
  return out;
}
