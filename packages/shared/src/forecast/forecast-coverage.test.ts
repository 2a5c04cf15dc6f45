import { describe, expect, it } from 'vitest';
import { outcomeFor } from '../projections/outcome.ts';
import { deliverFlight, PLATFORM_MIXES, seededFlights } from '../testing/coverage-fixtures.ts';
import { forecastPoint, resultsOf } from './forecast-curve.ts';
import type { ForecastBand } from './schemas.ts';

// The promise of the one market model: what the sandbox delivers over a whole flight lands inside the
// range forecast for it at launch, for every platform mix and objective, missing as often above as below.
// Before the model was shared (the projection ignored the platforms' rates) results landed inside in 62%
// of these flights, three misses in four below.

type Tally = { inside: number; above: number; below: number };
const FIGURES = ['impressions', 'clicks', 'results'] as const;

const flights = seededFlights(12).map((f) => {
  const point = forecastPoint(f.draft, f.draft.budget.totalBudget);
  if (!point) throw new Error('a complete draft is forecast');
  const delivered = deliverFlight(f.draft, f.campaignId);
  const unit = outcomeFor(f.objective).unit;
  return { ...f, point, delivered: { ...delivered, results: resultsOf(unit, delivered) } };
});

function tally(of: typeof flights): Record<(typeof FIGURES)[number], Tally> {
  const count = (figure: (typeof FIGURES)[number]): Tally => {
    const t: Tally = { inside: 0, above: 0, below: 0 };
    for (const f of of) {
      const band: ForecastBand = f.point[figure];
      const value = f.delivered[figure];
      if (value > band.high) t.above += 1;
      else if (value < band.low) t.below += 1;
      else t.inside += 1;
    }
    return t;
  };
  return { impressions: count('impressions'), clicks: count('clicks'), results: count('results') };
}

describe('forecast at launch against the whole flight delivered', () => {
  it('covers 504 seeded flights of 7 platform mixes and 6 objectives', () => {
    expect(flights).toHaveLength(7 * 6 * 12);
  });

  it.each(FIGURES)(
    'lands %s inside the range in at least 9 flights of 10, misses on both sides',
    (figure) => {
      const t = tally(flights)[figure];
      const n = flights.length;
      expect(t.inside / n).toBeGreaterThanOrEqual(0.9);
      // Not lopsided: neither side takes more than its share of a 90% range's misses.
      expect(t.above / n).toBeLessThanOrEqual(0.05);
      expect(t.below / n).toBeLessThanOrEqual(0.05);
    },
  );

  it.each(PLATFORM_MIXES.map((m) => m.join('+')))('holds for %s on its own', (mix) => {
    const t = tally(flights.filter((f) => f.mix === mix));
    const n = flights.filter((f) => f.mix === mix).length;
    for (const figure of FIGURES) expect(t[figure].inside / n, figure).toBeGreaterThanOrEqual(0.9);
  });
});
