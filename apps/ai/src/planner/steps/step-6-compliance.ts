import { touchDraft } from '@northstar/shared/campaign/draft';
import { reviewCompliance } from '@northstar/shared/compliance';
import { blockersOf, complianceFix } from '../recommend/compliance-fix.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

const bullet = (lines: readonly string[]) => lines.map((l) => `• ${l}`).join('\n');

// Stricter than the builder on purpose: the builder never blocks from step 6 on, but a regulated ad
// that breaks the law or a network's policy gets the advertiser's account banned, so the planner does
// not move a regulated campaign past the review while a blocker remains. Universal campaigns get the
// fix proposed and may skip it ("next"), as in the builder.
export const step6: StepHandler = {
  step: 6,
  missing: (d) => (d.campaignType === 'regulated' ? blockersOf(d).map((f) => f.message) : []),
  optionalPending: (d) => d.campaignType !== 'regulated' && blockersOf(d).length > 0,
  recommendOnArrival: true,
  recommend(d, _ctx, variant) {
    const fix = complianceFix(d, variant);
    if (!fix) return null;
    const blockers = blockersOf(d);
    const found = bullet(blockers.map((f) => `${f.message} (${f.citation})`));
    const still = fix.remaining.length
      ? `\nThis still leaves: ${fix.remaining.map((f) => f.message).join(' ')}`
      : '';
    const what = fix.changes.length ? fix.changes.join(', ') : 'adjust the copy';
    return {
      kind: 'compliance_fix',
      text: `The compliance review found ${blockers.length} blocker${blockers.length === 1 ? '' : 's'}:\n${found}\nFix: ${what}.${still}\n${APPROVAL_PROMPT}`,
      summary: `Compliance fix: ${what}`,
      patch: fix.patch,
      variant,
    };
  },
  ask(d) {
    const blockers = blockersOf(d);
    return {
      text: `These must be fixed before we continue:\n${bullet(blockers.map((f) => `${f.message} Fix: ${f.fix}`))}\nTell me what to change, e.g. “drop Germany” or “ages 21+”.`,
      awaiting: 'compliance_fix',
    };
  },
  describe(d) {
    const review = reviewCompliance(d);
    const warnings = review.findings.filter((f) => f.severity === 'warning');
    if (review.status === 'approved') return 'passed with no issues';
    if (review.status === 'rejected') return `${blockersOf(d).length} open blocker(s)`;
    return warnings.length ? `passed with warnings: ${warnings.map((f) => f.message).join(' ')}` : 'pending';
  },
  onLeave(d, ctx) {
    const status = reviewCompliance(d).status;
    return status === d.compliance.status
      ? d
      : touchDraft(d, { compliance: { ...d.compliance, status } }, ctx.now);
  },
};
