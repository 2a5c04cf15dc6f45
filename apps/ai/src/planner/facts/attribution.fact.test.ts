import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { attributionFact } from './attribution.fact.ts';
import { type RunOptions, runFact } from './fact-test-helpers.ts';

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(attributionFact, 1, text, opts);
  return { ...r, window: r.draft.conversionTracking.attributionWindow };
}

describe('attribution window fact', () => {
  it.each([
    ['28-day click', 28],
    ['7 day attribution', 7],
    ['attribution window of 1 day', 1],
    ['30d click-through window', 30],
    ['use a 1-day click attribution window', 1],
    ['attribution: 14 days', 14],
    ['set the attribution window to 28', 28],
    ['7-day click, 1-day view', 7],
    ['1 day view please', 1],
    ['twenty-eight day click', 28],
    ['4 week click window', 28],
    ['ATTRIBUTION WINDOW 60 DAYS', 60],
    ['14-day lookback window', 14],
    ['7 day atribution pls', 7],
    ['attributon window: 28 days', 28],
  ])('reads "%s"', (text, days) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'attributionWindow', op: 'set', value: days }]);
    expect(r.window).toBe(days);
  });

  it('claims every window it read, so "28-day" is never a duration', () => {
    const r = run('run it for 6 weeks with 28-day click and 1-day view attribution');
    expect(r.window).toBe(28);
    expect(r.message.text).toContain('run it for 6 weeks');
    expect(r.message.text).not.toMatch(/28|1-day/);
  });

  it('reads several facts in one message, taking only its own', () => {
    const r = run('budget 25k for 30 days, 7 day attribution, weekly reports');
    expect(r.window).toBe(7);
    expect(r.message.text).toContain('for 30 days');
    expect(r.message.text).toContain('weekly reports');
  });

  it('reads a bare "14 day window" on the goals step only', () => {
    expect(run('a 14 day window', { step: 2 }).window).toBe(14);
    expect(run('a 14 day window').facts).toEqual([]);
  });

  it('refuses a window outside 1..90 days and says so', () => {
    const r = run('120-day click');
    expect(r.facts).toEqual([{ key: 'attributionWindow', op: 'set', value: 120 }]);
    expect(r.window).toBe(7);
    expect(r.warnings).toEqual(['An attribution window runs from 1 to 90 days, so I kept 7 days.']);
  });

  it.each([
    'run it for 28 days',
    'a 7-day campaign',
    'click here for more',
    'for six weeks',
    'a 30 day free trial',
    'we want more clicks in 7 days',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['28-day click', '1 day view', '90 day attribution', '120 day attribution']) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('28-day click').said).toEqual(['attribution window 28 days']);
    expect(run('1 day attribution').said).toEqual(['attribution window 1 day']);
  });

  it('turns an LLM value into a set fact when in range', () => {
    expect(attributionFact.llm?.toFacts(28)).toEqual([{ key: 'attributionWindow', op: 'set', value: 28 }]);
    expect(attributionFact.llm?.toFacts(365)).toEqual([]);
  });

  it.each([
    ['count conversions within 14 days of a click', 14],
    ['credit sales up to 7 days after an ad click', 7],
    ['purchases within 1 day of a view', 1],
  ])('reads the window described in "%s"', (text, days) => {
    expect(run(text).window).toBe(days);
  });
});

describe('attribution windows in words', () => {
  it.each([
    ["let's do a fortnight attribution window", 14],
    ['attribution: a fortnight', 14],
    ['a month lookback', 30],
    ['attribution window of a week', 7],
    ['a single day attribution', 1],
    ['two week click window', 14],
    ['twenty-one day attribution', 21],
  ])('reads "%s" as %i days', (text, days) => {
    expect(run(text, { step: 2 }).window).toBe(days);
  });

  it('"and click" is no window', () => {
    expect(run('likes and click-throughs', { step: 2 }).facts).toEqual([]);
  });
});
