import { competitionLevel, mulberry32 } from '@northstar/shared/market';
import { useEffect, useRef, useState } from 'react';

export const INDICATOR_MIN_MS = 500;
export const INDICATOR_MAX_MS = 2_000;

export interface Indicator {
  id: string;
  label: string;
  value: string;
}

interface Walk {
  reach: number;
  cpm: number;
  competition: number;
  pace: number;
  approval: number;
  match: number;
  optimization: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const LEVEL = { low: 'Low', medium: 'Medium', high: 'High' } as const;

function step(w: Walk, rng: () => number): Walk {
  const j = (size: number) => (rng() * 2 - 1) * size;
  return {
    reach: clamp(w.reach + j(0.08), 1.5, 6),
    cpm: clamp(w.cpm + j(0.4), 15, 25),
    competition: clamp(w.competition + j(3), 20, 90),
    pace: clamp(w.pace + j(1.5), 80, 115),
    approval: clamp(w.approval + j(0.6), 85, 99.5),
    match: clamp(w.match + j(1), 70, 98),
    optimization: clamp(w.optimization + j(1), 75, 99),
  };
}

export function formatIndicators(w: Walk): Indicator[] {
  return [
    { id: 'reach', label: 'Available Reach', value: `${w.reach.toFixed(1)}M` },
    { id: 'cpm', label: 'Est. CPM', value: `$${w.cpm.toFixed(2)}` },
    { id: 'competition', label: 'Competition', value: LEVEL[competitionLevel(w.competition)] },
    { id: 'pace', label: 'Budget Pace', value: `${Math.round(w.pace)}%` },
    { id: 'approval', label: 'Approval Rate', value: `${w.approval.toFixed(1)}%` },
    { id: 'match', label: 'Audience Match', value: `${Math.round(w.match)}%` },
    { id: 'optimization', label: 'Optimization', value: `${Math.round(w.optimization)}%` },
  ];
}

/** Seven simulated figures, each tick 0.5 to 2 s after the last (SPEC section 9). */
export function useLiveIndicators(): Indicator[] {
  const rng = useRef(mulberry32((Date.now() >>> 0) ^ 0x5bd1e995));
  const [walk, setWalk] = useState<Walk>({
    reach: 2.4,
    cpm: 18.5,
    competition: 55,
    pace: 98,
    approval: 94,
    match: 86,
    optimization: 90,
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const delay = INDICATOR_MIN_MS + rng.current() * (INDICATOR_MAX_MS - INDICATOR_MIN_MS);
      timer = setTimeout(() => {
        setWalk((w) => step(w, rng.current));
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return formatIndicators(walk);
}
