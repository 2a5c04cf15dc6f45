import type { ComplianceFinding } from '../compliance/copy-review.ts';
import { reviewCompliance } from '../compliance/review.ts';
import type { CampaignDraft } from './draft.ts';
import { dateInTimezone } from './draft-factory.ts';
import { platformName } from './platforms.ts';
import { BUILDER_STEPS, type StepNumber } from './steps.ts';
import { isTimeZone } from './time-zone.ts';
import { validateStepFields } from './validation.ts';

// The launch gate: one function decides whether a campaign may launch, for the builder's step 9, the
// assistant and the API's POST /campaigns/{id}/launch alike (docs/product.md#launch-gate). A launch needs
// every step to validate, a compliance review without a blocker, every selected platform's policy
// acknowledged, a schedule that has not already ended, a payment method and the accepted terms.

export interface LaunchFinding {
  step: StepNumber;
  /** Dot path of the draft field to fix, e.g. "payment.method" or "creatives.copy.headlines.0". */
  field: string;
  message: string;
  /** The compliance rule behind the finding, when one is. */
  rule?: string;
}

export const LAUNCH_MESSAGES = {
  ready: 'Everything checks out. Use Launch Campaign to launch it.',
  blocked: 'This campaign cannot launch yet.',
  category: 'Choose the regulated category so the right rules apply',
  policy: (platform: string) => `Confirm that the ads follow ${platform}'s advertising policy`,
  endBeforeStart: 'The end date must be on or after the start date',
  ended: 'The end date has already passed',
  timezone: 'Choose the time zone the schedule runs in',
  payment: 'Choose a payment method',
  terms: 'Accept the advertising terms and the platforms’ policies',
} as const;

const COMPLIANCE_STEP: StepNumber = 6;
const SCHEDULE_STEP: StepNumber = 7;
const REVIEW_STEP: StepNumber = 9;

/** The draft field a compliance blocker is about, so the builder can take the user to it. */
function complianceField(finding: ComplianceFinding): string {
  if (finding.copy) return `creatives.copy.${finding.copy.field}.${finding.copy.index}`;
  if (finding.ruleId.endsWith('.min-age')) return 'targeting.demographics.ageMin';
  if (finding.ruleId.includes('.disclaimer')) return 'creatives.copy.descriptions';
  if (finding.region) return 'targeting.geography.regions';
  if (finding.country || finding.ruleId.endsWith('.countries')) return 'targeting.geography.countries';
  if (finding.ruleId.endsWith('.certification')) return 'compliance.certifications';
  if (finding.platform) return 'platforms.selected';
  return 'compliance';
}

export interface LaunchGateOptions {
  /** The clock, for "the end date has passed"; defaults to now. */
  now?: Date;
}

/** Everything that stops a launch, in step order; an empty list means the campaign may launch. */
export function launchFindings(draft: CampaignDraft, opts: LaunchGateOptions = {}): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  for (const { number: step } of BUILDER_STEPS) {
    for (const error of validateStepFields(draft, step)) findings.push({ step, ...error });
    if (step === 1 && draft.campaignType === 'regulated' && !draft.regulatedCategory)
      findings.push({ step, field: 'regulatedCategory', message: LAUNCH_MESSAGES.category });
    if (step === COMPLIANCE_STEP) findings.push(...complianceFindings(draft));
    if (step === SCHEDULE_STEP) findings.push(...scheduleFindings(draft, opts.now ?? new Date()));
    if (step === REVIEW_STEP) findings.push(...paymentFindings(draft));
  }
  return findings;
}

function complianceFindings(draft: CampaignDraft): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  for (const platform of draft.platforms.selected) {
    if (draft.compliance.platformPolicies[platform]) continue;
    findings.push({
      step: COMPLIANCE_STEP,
      field: `compliance.platformPolicies.${platform}`,
      message: LAUNCH_MESSAGES.policy(platformName(platform)),
    });
  }
  for (const finding of reviewCompliance(draft).findings) {
    if (finding.severity !== 'blocker') continue;
    findings.push({
      step: COMPLIANCE_STEP,
      field: complianceField(finding),
      message: finding.message,
      rule: finding.ruleId,
    });
  }
  return findings;
}

function scheduleFindings(draft: CampaignDraft, now: Date): LaunchFinding[] {
  const { startDate, endDate, timezone } = draft.schedule;
  // Delivery counts days in this zone: a launch never leaves it to a guess.
  if (!isTimeZone(timezone))
    return [{ step: SCHEDULE_STEP, field: 'schedule.timezone', message: LAUNCH_MESSAGES.timezone }];
  if (!endDate) return [];
  if (startDate && endDate < startDate)
    return [{ step: SCHEDULE_STEP, field: 'schedule.endDate', message: LAUNCH_MESSAGES.endBeforeStart }];
  if (endDate < dateInTimezone(now, timezone))
    return [{ step: SCHEDULE_STEP, field: 'schedule.endDate', message: LAUNCH_MESSAGES.ended }];
  return [];
}

function paymentFindings(draft: CampaignDraft): LaunchFinding[] {
  return [
    ...(draft.payment.method
      ? []
      : [{ step: REVIEW_STEP, field: 'payment.method', message: LAUNCH_MESSAGES.payment }]),
    ...(draft.launchOptions.termsAccepted
      ? []
      : [{ step: REVIEW_STEP, field: 'launchOptions.termsAccepted', message: LAUNCH_MESSAGES.terms }]),
  ];
}

export const canLaunch = (draft: CampaignDraft, opts?: LaunchGateOptions): boolean =>
  launchFindings(draft, opts).length === 0;
