import { touchDraft } from '@northstar/shared/campaign';
import { reviewCompliance } from '@northstar/shared/compliance';
import { blockersOf, type ComplianceFix, complianceFixes } from '../recommend/compliance-fix.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

const bullet = (lines: readonly string[]) => lines.map((l) => `• ${l}`).join('\n');
const SUMMARY_MAX = 300;

function proposal(fix: ComplianceFix): string {
  const what = fix.changes.length ? fix.changes.join(', ') : fix.headline;
  if (fix.kind === 'fix') return `Fix: ${what}.`;
  // A platform alternative names what it costs: the platforms it drops and what it does besides.
  const rest = fix.changes.filter((c) => c !== fix.headline);
  return `Alternative: ${fix.headline}${rest.length ? `, then ${rest.join(', ')}` : ''}. That clears every blocker.`;
}

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
    // One search for every variant: the next one is quoted when this one leaves blockers.
    const fixes = complianceFixes(d);
    const fix = fixes[variant];
    if (!fix) return null;
    const blockers = blockersOf(d);
    const found = bullet(blockers.map((f) => `${f.message} (${f.citation})`));
    let still = '';
    if (fix.remaining.length) {
      // Copy cannot satisfy these: say which platform alternative a rejection brings.
      const next = fixes[variant + 1];
      const offer = next && next.kind !== 'fix' ? ` Reject this and I will ${next.headline} instead.` : '';
      still = `\nThis still leaves: ${fix.remaining.map((f) => f.message).join(' ')}${offer}`;
    }
    const summary = `Compliance fix: ${fix.kind === 'fix' ? fix.changes.join(', ') || fix.headline : fix.headline}`;
    // approvalData.summary is bounded; the full list stays in the text.
    return {
      kind: 'compliance_fix',
      text: `The compliance review found ${blockers.length} blocker${blockers.length === 1 ? '' : 's'}:\n${found}\n${proposal(fix)}${still}\n${APPROVAL_PROMPT}`,
      summary: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary,
      patch: fix.patch,
      variant,
    };
  },
  ask(d) {
    const blockers = blockersOf(d);
    return {
      text: `These must be fixed before we continue:\n${bullet(blockers.map((f) => `${f.message} Fix: ${f.fix}`))}\nTell me what to change, e.g. “drop Germany”, “ages 21+” or “drop Google Ads”.`,
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
