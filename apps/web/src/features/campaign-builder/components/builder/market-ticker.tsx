import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { formatChange } from '@northstar/shared/market';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { type TickerFigure, useMarketTicker } from '../../hooks/use-market-ticker.ts';
import { useReducedMotion } from '../../hooks/use-reduced-motion.ts';

const SCROLL_MS = 45_000;

function TickerItem({ figure }: { figure: TickerFigure }) {
  const { changePercent } = figure;
  const up = changePercent !== null && changePercent >= 0;
  const Icon = changePercent === null ? Minus : up ? TrendingUp : TrendingDown;
  return (
    <li className="flex shrink-0 items-center gap-1.5 px-4 text-sm whitespace-nowrap" data-ticker={figure.id}>
      <span className="font-medium text-muted">{figure.label}</span>
      <span className="font-semibold tabular-nums text-fg">{figure.value}</span>
      {changePercent === null ? null : (
        <span
          className={cn(
            'inline-flex items-center gap-0.5 text-xs font-semibold tabular-nums',
            up ? 'text-success' : 'text-danger',
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          <span className="sr-only">{up ? 'up' : 'down'}</span>
          {formatChange(changePercent)}
        </span>
      )}
    </li>
  );
}

/**
 * Market figures from the shared market clock (the hub's), refreshed every 3 s: CPM and CPC for the
 * campaign's platforms, then the simulated market's own activity. They scroll past unless the user
 * prefers reduced motion (then the row simply scrolls by hand); hovering or focusing pauses them.
 */
export function MarketTicker({ draft }: { draft: CampaignDraft }) {
  const ticker = useMarketTicker(draft);
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
        <p className="flex shrink-0 items-center px-4 text-xs font-semibold uppercase tracking-wide text-muted">
          Simulated market
        </p>
        <ul className="flex" aria-label="Simulated market figures">
          {ticker.map((figure) => (
            <TickerItem key={figure.id} figure={figure} />
          ))}
        </ul>
        {/* A second copy makes the loop seamless; it is decoration only. */}
        {reduced ? null : (
          <ul className="flex" aria-hidden>
            {ticker.map((figure) => (
              <TickerItem key={figure.id} figure={figure} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
