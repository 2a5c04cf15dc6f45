import { describe, expect, it } from 'vitest';
import type { BreakdownRow } from './analytics.repository.ts';
import { audienceCard, budgetCard, scheduleCard } from './recommendations.ts';

const row = (over: Partial<BreakdownRow>): BreakdownRow => ({
  spend: 0,
  impressions: 0,
  reach: 0,
  clicks: 0,
  conversions: 0,
  revenue: 0,
  ...over,
});

describe('recommendation cards', () => {
  it('shifts budget toward the platform with the best return', () => {
    const card = budgetCard([
      {
        platform: 'google-ads',
        ...row({ spend: 1000, impressions: 50_000, revenue: 4000, conversions: 30 }),
      },
      { platform: 'facebook', ...row({ spend: 1000, impressions: 60_000, revenue: 2000, conversions: 20 }) },
    ]);
    expect(card.enoughData).toBe(true);
    expect(card.message).toContain('from Facebook to Google Ads');
  });

  it('keeps the split when platforms are close, and waits for two measured platforms', () => {
    const close = budgetCard([
      { platform: 'google-ads', ...row({ spend: 1000, impressions: 50_000, conversions: 21 }) },
      { platform: 'facebook', ...row({ spend: 1000, impressions: 50_000, conversions: 20 }) },
    ]);
    expect(close.message).toContain('keep the current split');
    const one = budgetCard([{ platform: 'google-ads', ...row({ spend: 1000, impressions: 50_000 }) }]);
    expect(one.enoughData).toBe(false);
  });

  it('names a saturated audience by its frequency', () => {
    const card = audienceCard(
      [
        { campaignId: 'a', ...row({ impressions: 90_000, reach: 20_000 }) },
        { campaignId: 'b', ...row({ impressions: 10_000, reach: 8_000 }) },
      ],
      new Map([
        ['a', 'Niche'],
        ['b', 'Broad'],
      ]),
      7,
    );
    expect(card).toMatchObject({ enoughData: true, campaignId: 'a' });
    expect(card.message).toContain('“Niche” shows its ads 4.5 times a day');
  });

  it('finds the best and worst weekday after two weeks, and waits before', () => {
    const weekdays = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      ...row({ spend: 100, conversions: weekday === 2 ? 10 : weekday === 0 ? 5 : 7 }),
    }));
    expect(scheduleCard(weekdays, 21).message).toContain('100% better on Tuesdays than on Sundays');
    expect(scheduleCard(weekdays, 5).enoughData).toBe(false);
  });
});
