import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { BUILDER_STEPS, type StepNumber } from '@northstar/shared/campaign/steps';
import { validateAll } from '@northstar/shared/campaign/validation';
import { reviewCompliance } from '@northstar/shared/compliance';

export interface LaunchIssue {
  step: StepNumber;
  stepTitle: string;
  message: string;
}

/** Everything that stops a launch: every step's validation errors, then each compliance blocker. */
export function launchIssues(draft: CampaignDraft): LaunchIssue[] {
  const errors = validateAll(draft);
  const issues: LaunchIssue[] = BUILDER_STEPS.flatMap((s) =>
    errors[s.key].map((message) => ({ step: s.number, stepTitle: s.title, message })),
  );
  const compliance = BUILDER_STEPS[5];
  for (const finding of reviewCompliance(draft).findings) {
    if (finding.severity !== 'blocker' || !compliance) continue;
    issues.push({ step: compliance.number, stepTitle: compliance.title, message: finding.message });
  }
  return issues;
}
