import { formatChange, formatTickerValue, type TickerMetric } from '@northstar/shared/market';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { useMarketTicker } from '../../hooks/use-market-ticker.ts';
import { useReducedMotion } from '../../hooks/use-reduced-motion.ts';

const SCROLL_MS = 45_000;

function TickerItem({ metric }: { metric: TickerMetric }) {
  const up = metric.direction === 'up';
  const Icon = up ? TrendingUp : TrendingDown;
  const label = metric.format.endsWith('-k') ? `${metric.label} K` : metric.label;
  return (
    <li className="flex shrink-0 items-center gap-1.5 px-4 text-sm whitespace-nowrap">
      <span className="font-medium text-muted">{label}</span>
      <span className="font-semibold tabular-nums text-fg">{formatTickerValue(metric)}</span>
      <span
        className={cn(
          'inline-flex items-center gap-0.5 text-xs font-semibold tabular-nums',
          up ? 'text-success' : 'text-danger',
        )}
      >
        <Icon aria-hidden className="size-3.5" />
        <span className="sr-only">{up ? 'up' : 'down'}</span>
        {formatChange(metric.changePercent)}
      </span>
    </li>
  );
}

/**
 * Market figures from the shared simulation, refreshed every 3 s. They scroll past unless the user
 * prefers reduced motion (then the row simply scrolls by hand); hovering or focusing pauses them.
 */
export function MarketTicker() {
  const { ticker } = useMarketTicker();
  const reduced = useReducedMotion();
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (reduced || !track || typeof track.animate !== 'function') return;
    animationRef.current = track.animate(
      [{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }],
      {
        duration: SCROLL_MS,
        iterations: Number.POSITIVE_INFINITY,
      },
    );
    return () => animationRef.current?.cancel();
  }, [reduced]);

  const pause = () => animationRef.current?.pause();
  const play = () => animationRef.current?.play();

  return (
    <section
      aria-label="Market ticker"
      className={cn(
        // relative: the sr-only labels inside must be clipped with the row, not widen the page.
        'relative overflow-hidden rounded-lg border border-line bg-card py-2',
        reduced && 'overflow-x-auto',
      )}
      tabIndex={reduced ? 0 : undefined}
      onMouseEnter={pause}
      onMouseLeave={play}
      onFocus={pause}
      onBlur={play}
    >
      <div ref={trackRef} className="flex w-max">
        <ul className="flex" aria-label="Live market figures">
          {ticker.map((metric) => (
            <TickerItem key={metric.id} metric={metric} />
          ))}
        </ul>
        {/* A second copy makes the loop seamless; it is decoration only. */}
        {reduced ? null : (
          <ul className="flex" aria-hidden>
            {ticker.map((metric) => (
              <TickerItem key={metric.id} metric={metric} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
