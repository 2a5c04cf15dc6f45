import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, canPause, canResume, canTransition, deliveryStatus } from './statuses.ts';

describe('campaign life-cycle', () => {
  it('launches only from draft or saved, and nothing leaves completed', () => {
    const toReady = CAMPAIGN_STATUSES.filter((s) => s !== 'ready' && canTransition(s, 'ready'));
    expect(toReady).toEqual(['draft', 'saved']);
    expect(CAMPAIGN_STATUSES.filter((s) => s !== 'completed' && canTransition('completed', s))).toEqual([]);
  });

  it('never goes back from launched to draft or saved', () => {
    for (const from of ['ready', 'scheduled', 'active', 'paused', 'completed'] as const) {
      expect(canTransition(from, 'draft')).toBe(false);
      expect(canTransition(from, 'saved')).toBe(false);
    }
  });

  it('pauses a running or waiting campaign and resumes only a paused one', () => {
    expect(CAMPAIGN_STATUSES.filter(canPause)).toEqual(['ready', 'scheduled', 'active']);
    expect(CAMPAIGN_STATUSES.filter(canResume)).toEqual(['paused']);
  });

  it('places a launched campaign by its schedule', () => {
    const schedule = { startDate: '2026-12-01', endDate: '2026-12-31' };
    expect(deliveryStatus('ready', schedule, '2026-11-24')).toBe('scheduled');
    expect(deliveryStatus('ready', schedule, '2026-12-01')).toBe('active');
    expect(deliveryStatus('scheduled', schedule, '2026-12-31')).toBe('active');
    expect(deliveryStatus('active', schedule, '2027-01-01')).toBe('completed');
    expect(deliveryStatus('paused', schedule, '2026-12-10')).toBe('paused');
    expect(deliveryStatus('paused', schedule, '2027-01-01')).toBe('completed');
    expect(deliveryStatus('draft', schedule, '2026-12-10')).toBe('draft');
    expect(deliveryStatus('active', { startDate: '2026-12-01', endDate: '' }, '2030-01-01')).toBe('active');
  });
});
