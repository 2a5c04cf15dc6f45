import { completeDraft } from '@northstar/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { modelForecasts } from '../../../../test/forecast-fixtures.ts';
import { stubMatchMedia } from '../../../../test/match-media.ts';
import { createTestQueryClient } from '../../../../test/render.tsx';
import { formatTickerFigure } from '../../hooks/use-market-ticker.ts';
import { MarketTicker } from './market-ticker.tsx';

const now = new Date('2025-03-10T12:00:01Z');
const draft = {
  ...completeDraft(),
  platforms: { selected: ['linkedin' as const, 'tiktok' as const], settings: {} },
};

const figures = () =>
  within(screen.getByRole('list', { name: 'Simulated market figures' }))
    .getAllByRole('listitem')
    .map((item) => ({
      id: item.getAttribute('data-ticker'),
      label: item.children[0]?.textContent ?? '',
      value: item.children[1]?.textContent ?? '',
    }));
const figure = (id: string) => figures().find((f) => f.id === id);

// The CPC comes with the campaign's forecast (POST /forecasts), through the app's query client.
const renderTicker = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MarketTicker draft={draft} />
    </QueryClientProvider>,
  );

const reducedMotion = (reduce: boolean) => stubMatchMedia((query) => reduce && query.includes('reduce'));

beforeEach(() => {
  // Only the clock: the market moments must match, the timers can stay real.
  vi.useFakeTimers({ now, toFake: ['Date'] });
  mockFetch({ 'POST /api/v1/forecasts': modelForecasts(now) });
});
afterEach(() => vi.useRealTimers());

describe('the builder’s market ticker', () => {
  it('labels every figure once and writes each unit once: no "Spend K $347.5K"', () => {
    renderTicker();
    const all = figures();
    expect(all.map((f) => f.label)).toEqual([
      'CPM',
      'CPC',
      'Market CTR',
      'Win Rate',
      'Active campaigns',
      'Market spend',
      'Impressions',
      'Clicks',
    ]);
    for (const { label, value } of all) {
      expect(label).not.toMatch(/\bK\b|\$|%/);
      expect(value.match(/[KM]\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(value.match(/\$/g)?.length ?? 0).toBeLessThanOrEqual(value.includes('–') ? 2 : 1);
    }
    expect(figure('spend')?.value).toMatch(/^\$\d+(\.\d)?K$/);
    expect(figure('impressions')?.value).toMatch(/^\d+(\.\d)?[KM]$/);
    expect(screen.getByText('Simulated market')).toBeInTheDocument();
  });

  it('formats thousands through the compact notation', () => {
    expect(formatTickerFigure({ value: 347.5, format: 'currency-k' })).toBe('$347.5K');
    expect(formatTickerFigure({ value: 12_400, format: 'count-k' })).toBe('12.4M');
    expect(formatTickerFigure({ value: 2.314, format: 'percent' })).toBe('2.31%');
  });

  it('scrolls with a seamless copy, and stands still for a user who prefers reduced motion', () => {
    reducedMotion(false);
    const { unmount } = renderTicker();
    expect(screen.getByRole('region', { name: 'Market ticker' }).querySelectorAll('ul')).toHaveLength(2);
    unmount();
    reducedMotion(true);
    const animate = vi.fn();
    const original = HTMLElement.prototype.animate;
    HTMLElement.prototype.animate = animate;
    onTestFinished(() => {
      HTMLElement.prototype.animate = original;
    });
    renderTicker();
    const region = screen.getByRole('region', { name: 'Market ticker' });
    expect(region.querySelectorAll('ul')).toHaveLength(1);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(animate).not.toHaveBeenCalled();
  });

  it('stops scrolling at once when the user turns on reduced motion, and scrolls again when it is off', () => {
    // A system setting that changes while the page is open, as the OS accessibility switch does.
    let reduce = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return reduce && query.includes('reduce');
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    const cancel = vi.fn();
    const animate = vi.fn(() => ({ cancel, pause: vi.fn(), play: vi.fn() }) as unknown as Animation);
    const original = HTMLElement.prototype.animate;
    HTMLElement.prototype.animate = animate;
    onTestFinished(() => {
      HTMLElement.prototype.animate = original;
    });
    const setReduce = (value: boolean) =>
      act(() => {
        reduce = value;
        for (const listener of listeners) listener();
      });

    renderTicker();
    const region = screen.getByRole('region', { name: 'Market ticker' });
    expect(animate).toHaveBeenCalledTimes(1);

    setReduce(true);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(region.querySelectorAll('ul')).toHaveLength(1);
    expect(region).toHaveAttribute('tabindex', '0');

    setReduce(false);
    expect(animate).toHaveBeenCalledTimes(2);
    expect(region.querySelectorAll('ul')).toHaveLength(2);
  });
});
