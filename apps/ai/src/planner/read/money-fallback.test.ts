import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readMoney } from './money.ts';
import { mayHoldAmount, readMoneyFallback, warmMoneyFallback } from './money-fallback.ts';

// Wrap the real fallback so the tests can see when money.ts calls it (and switch it off once).
vi.mock('./money-fallback.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./money-fallback.ts')>();
  return { ...real, readMoneyFallback: vi.fn(real.readMoneyFallback) };
});
const fallback = vi.mocked(readMoneyFallback);

beforeEach(() => {
  fallback.mockClear();
});

describe('mayHoldAmount', () => {
  it.each(['500 American dollars', 'fifteen hundred euros', 'a budget of $ and 5', 'USD: about 20'])(
    'sees a possible amount in "%s"',
    (text) => {
      expect(mayHoldAmount(text)).toBe(true);
    },
  );

  it.each(['ages 25-40', 'what does the $ mean?', 'in dollars, please', 'no dollars here'])(
    'sees none in "%s"',
    (text) => {
      expect(mayHoldAmount(text)).toBe(false);
    },
  );
});

describe('readMoneyFallback', () => {
  it('maps the recognizer currency to ours with the span of the amount', () => {
    const text = 'a budget of 500 American dollars please';
    const [r] = readMoneyFallback(text);
    expect(r).toEqual({
      amount: 500,
      currency: 'USD',
      explicit: true,
      period: null,
      role: 'budget',
      start: 12,
      end: 32,
    });
    expect(text.slice(r?.start, r?.end)).toBe('500 American dollars');
    expect(readMoneyFallback('120 thousand canadian dollars')).toMatchObject([
      { amount: 120_000, currency: 'CAD' },
    ]);
  });

  it('drops currencies the draft cannot hold', () => {
    expect(readMoneyFallback('5000 yen')).toEqual([]);
  });

  it('drops the recognizer misreadings that are smaller than the number written', () => {
    // The recognizer reads "dollars 500" as 5 and "USD twenty thousand" as 200.
    expect(readMoneyFallback('dollars 500')).toEqual([]);
    expect(readMoneyFallback('USD twenty thousand')).toEqual([]);
  });
});

describe('warmMoneyFallback', () => {
  it('loads the model without reading anything into the caller', () => {
    expect(() => warmMoneyFallback()).not.toThrow();
    expect(fallback).not.toHaveBeenCalled();
  });
});

describe('readMoney and the fallback', () => {
  it('catches through the fallback an amount the fast path misses', () => {
    const text = 'we can do 500 American dollars';
    expect(readMoney(text)).toMatchObject([
      { amount: 500, currency: 'USD', explicit: true, role: 'budget', period: null },
    ]);
    expect(fallback).toHaveBeenCalledTimes(1);
    // Without the fallback nothing is read: the regexes alone miss it.
    fallback.mockReturnValueOnce([]);
    expect(readMoney(text)).toEqual([]);
  });

  it('does not call the fallback when the fast path reads an amount', () => {
    expect(readMoney('$500 a day and 20k total')).toHaveLength(2);
    expect(readMoney('twenty-five hundred bucks')).toMatchObject([{ amount: 2500 }]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('does not call the fallback for an amount the fast path read and refused', () => {
    expect(readMoney('$2 billion')).toEqual([]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('does not call the fallback when no currency word sits near a number', () => {
    expect(readMoney('ages 25-40 for 6 weeks')).toEqual([]);
    expect(readMoney('which currency, dollars or euros?')).toEqual([]);
    expect(fallback).not.toHaveBeenCalled();
  });
});
