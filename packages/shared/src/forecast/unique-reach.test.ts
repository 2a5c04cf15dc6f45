import { describe, expect, it } from 'vitest';
import { audienceSize } from '../audience/breadth.ts';
import { scheduleBounds, simulateDelivery } from '../sandbox/simulator.ts';
import { deliverFlight } from '../testing/coverage-fixtures.ts';
import { sandboxDraft } from '../testing/delivery-fixtures.ts';
import { forecastPoint } from './forecast-curve.ts';
import { uniqueReach } from './unique-reach.ts';

// People reached count each person once: a month on a narrow audience reaches its people day after
// day, and the days' reach summed passes the audience; the flight's reach never does.

const narrow = sandboxDraft({
  objective: 'awareness',
  platforms: ['facebook', 'instagram'],
  targeting: { geography: { countries: ['LU'], regions: [], cities: [] }, interests: ['golf', 'sailing'] },
  budget: { budgetType: 'daily', totalBudget: 5_000, pacing: 'standard', allocation: {} },
  schedule: { startDate: '2025-03-01', endDate: '2025-03-30', timezone: 'UTC' },
});
const people = audienceSize(narrow.targeting).people;

describe('people reached over a flight', () => {
  it('never passes the audience, where the days’ reach summed does', () => {
    const bounds = scheduleBounds(narrow);
    if (!bounds?.end) throw new Error('a flight with an end');
    const { rows } = simulateDelivery({
      campaignId: 'c-1',
      draft: narrow,
      from: bounds.start,
      to: bounds.end,
      spentSoFar: 0,
    });
    const summed = rows.reduce((sum, row) => sum + row.reach, 0);
    expect(summed).toBeGreaterThan(people);
    const delivered = deliverFlight(narrow, 'c-1').reach;
    expect(delivered).toBeLessThanOrEqual(people);
    expect(delivered).toBeGreaterThan(0);
  });

  it('is forecast at most the audience, and the sandbox lands inside the forecast', () => {
    const point = forecastPoint(narrow, 5_000);
    if (!point) throw new Error('no forecast');
    expect(point.reach.high).toBeLessThanOrEqual(people);
    const delivered = deliverFlight(narrow, 'c-2').reach;
    expect(delivered).toBeGreaterThanOrEqual(point.reach.low);
    expect(delivered).toBeLessThanOrEqual(point.reach.high);
  });

  it('grows with impressions and saturates at each platform’s pool', () => {
    const few = uniqueReach([['facebook', 1_000]], 1_000_000);
    const more = uniqueReach([['facebook', 100_000]], 1_000_000);
    const all = uniqueReach([['facebook', 1e12]], 1_000_000);
    expect(few).toBeLessThan(more);
    expect(all).toBe(700_000);
  });
});
