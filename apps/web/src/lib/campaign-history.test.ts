import { describe, expect, it } from 'vitest';
import {
  actorName,
  describeChange,
  fieldLabel,
  formatFieldValue,
  formatRelativeTime,
} from './campaign-history.ts';

describe('campaign history wording', () => {
  it('reads a budget change as money and a status change as its label', () => {
    expect(describeChange({ field: 'budget.totalBudget', before: 5000, after: 6000 })).toBe(
      'Budget: $5,000 → $6,000',
    );
    expect(describeChange({ field: 'budget.totalBudget', before: 99.5, after: 120.25 })).toBe(
      'Budget: $99.50 → $120.25',
    );
    expect(describeChange({ field: 'status', before: 'active', after: 'paused' })).toBe(
      'Status: Active → Paused',
    );
  });

  it('names unknown paths from their last segment and shows lists, flags and missing values plainly', () => {
    expect(fieldLabel('targeting.geography.countries')).toBe('Countries');
    expect(fieldLabel('conversionTracking.valueTracking')).toBe('Value tracking');
    expect(formatFieldValue('platforms.selected', ['google', 'tiktok'])).toBe('google, tiktok');
    expect(formatFieldValue('platforms.selected', [])).toBe('none');
    expect(formatFieldValue('conversionTracking.valueTracking', true)).toBe('yes');
    expect(formatFieldValue('schedule.endDate', null)).toBe('none');
    expect(formatFieldValue('description', 'x'.repeat(100))).toHaveLength(60);
  });

  it('says who: the user, the assistant for the user, or the sandbox delivery job', () => {
    expect(actorName({ actor: { kind: 'user', userId: 'u1', name: 'Ada Lovelace' } })).toBe('Ada Lovelace');
    expect(actorName({ actor: { kind: 'assistant', userId: 'u1', name: 'Ada Lovelace' } })).toBe(
      'The assistant for Ada Lovelace',
    );
    expect(actorName({ actor: { kind: 'system', userId: null, name: 'Sandbox delivery' } })).toBe(
      'Sandbox delivery',
    );
  });

  it('says when, relative to now, then as a date', () => {
    const now = new Date('2025-06-30T12:00:00Z');
    expect(formatRelativeTime('2025-06-30T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-06-30T11:15:00Z', now)).toBe('45 min ago');
    expect(formatRelativeTime('2025-06-30T10:00:00Z', now)).toBe('2 h ago');
    expect(formatRelativeTime('2025-06-27T12:00:00Z', now)).toBe('3 d ago');
    expect(formatRelativeTime('2025-06-01T12:00:00Z', now)).toBe('Jun 1, 2025');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
