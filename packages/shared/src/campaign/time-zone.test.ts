import { describe, expect, it } from 'vitest';
import { completeDraft, FIXTURE_NOW } from '../testing/draft-fixtures.ts';
import { campaignDraftSchema } from './draft.ts';
import { LAUNCH_MESSAGES, launchFindings } from './launch-gate.ts';
import { isTimeZone, resolvedTimeZone } from './time-zone.ts';

const withZone = (timezone: string) => {
  const draft = completeDraft();
  return { ...draft, schedule: { ...draft.schedule, timezone } };
};

describe('time zones', () => {
  it('knows every zone Intl lists, and UTC', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) expect(isTimeZone(zone), zone).toBe(true);
    expect(resolvedTimeZone('UTC')).toBe('UTC');
  });

  it('takes old ids and links for the zone they stand for', () => {
    // Intl may list either id of a renamed zone (ICU keeps some old ones canonical).
    expect(resolvedTimeZone('Asia/Kolkata')).toBe(resolvedTimeZone('Asia/Calcutta'));
    expect(resolvedTimeZone('Europe/Kyiv')).toBe(resolvedTimeZone('Europe/Kiev'));
    expect(resolvedTimeZone('US/Eastern')).toBe('America/New_York');
    expect(resolvedTimeZone('Etc/UTC')).toBe('UTC');
  });

  it('refuses names that are not IANA zones', () => {
    for (const name of [
      '',
      'Mars/Olympus_Mons',
      'Local',
      '+05:00',
      'UTC+1',
      'Europe/Paris ',
      'Europe//Paris',
      'x'.repeat(65),
    ])
      expect(isTimeZone(name), name).toBe(false);
  });

  it('answers the same when asked again (answers are remembered)', () => {
    for (let i = 0; i < 2; i++) {
      expect(resolvedTimeZone('US/Eastern')).toBe('America/New_York');
      expect(resolvedTimeZone('Mars/Olympus_Mons')).toBeNull();
    }
  });

  it('the draft schema and the launch gate agree: a blank zone is a draft in progress, an unknown one never saves', () => {
    expect(campaignDraftSchema.safeParse(withZone('Asia/Tokyo')).success).toBe(true);
    expect(campaignDraftSchema.safeParse(withZone('')).success).toBe(true);
    const unknown = campaignDraftSchema.safeParse(withZone('Mars/Olympus_Mons'));
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.path).toEqual(['schedule', 'timezone']);

    expect(launchFindings(withZone('Asia/Tokyo'), { now: FIXTURE_NOW })).toEqual([]);
    for (const zone of ['', 'Mars/Olympus_Mons'])
      expect(launchFindings(withZone(zone), { now: FIXTURE_NOW })).toEqual([
        { step: 7, field: 'schedule.timezone', message: LAUNCH_MESSAGES.timezone },
      ]);
  });
});
