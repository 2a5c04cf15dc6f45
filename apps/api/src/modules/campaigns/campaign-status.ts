import { AppError } from '@northstar/server/app-error';
import {
  type CampaignStatus,
  canTransition,
  EDITABLE_STATUSES,
  isLaunched,
  LAUNCH_MESSAGES,
  launchFindings,
  STATUS_LABELS,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { VERSION_CONFLICT_MESSAGE } from '@northstar/shared/errors';

// The server's side of a campaign's status: which writes a status allows, the launch gate's refusal,
// and the errors the campaign resource and its life-cycle use cases (../campaign-lifecycle/) share.

export const campaignNotFound = () => new AppError('NOT_FOUND', 'Campaign not found.');

const label = (status: CampaignStatus) => STATUS_LABELS[status].toLowerCase();

export const invalidTransition = (from: CampaignStatus, to: CampaignStatus, hint = '') =>
  new AppError('INVALID_TRANSITION', `A ${label(from)} campaign cannot become ${label(to)}.${hint}`);

/** 409: the write was based on an older copy than the stored `version`; nothing was written. */
export const versionConflict = (version: number) =>
  new AppError('VERSION_CONFLICT', VERSION_CONFLICT_MESSAGE, { current: { version } });

/** Refuses a launch the shared gate does not pass: 422 with every finding. */
export function assertLaunchable(draft: CampaignDraft, now: Date): void {
  const findings = launchFindings(draft, { now });
  if (findings.length === 0) return;
  const count = findings.length === 1 ? '1 thing to fix' : `${findings.length} things to fix`;
  throw new AppError('LAUNCH_BLOCKED', `${LAUNCH_MESSAGES.blocked} ${count}.`, { findings });
}

/**
 * The status a builder save may ask for, given the stored one (undefined for a new campaign). Draft
 * and saved are the builder's; ready goes through the launch gate; a launched campaign keeps whatever
 * delivery and pause/resume made it, and a completed one is closed.
 */
export function savedStatus(
  current: CampaignStatus | undefined,
  requested: CampaignStatus | undefined,
): CampaignStatus {
  if (current === 'completed')
    throw new AppError(
      'INVALID_TRANSITION',
      'A completed campaign cannot be changed. Duplicate it to run it again.',
    );
  const target = requested ?? current ?? 'draft';
  if (current === undefined) {
    if (target === 'ready' || EDITABLE_STATUSES.includes(target)) return target;
    throw invalidTransition('draft', target, ' New campaigns start as a draft.');
  }
  if (target === current) return target;
  if (isLaunched(current))
    throw invalidTransition(current, target, ' Use pause and resume to control a launched campaign.');
  if (!canTransition(current, target) || !(target === 'ready' || EDITABLE_STATUSES.includes(target)))
    throw invalidTransition(current, target);
  return target;
}
