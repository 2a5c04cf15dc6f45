import type { confidenceColor } from '@northstar/shared/incrementality';
import { outcomeFor, type ProjectedOutcome } from '@northstar/shared/projections';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatCents, formatCompact, formatDollars, formatRange, formatRoas } from '../lib/format.ts';
import type { LiveProjection } from '../lib/live-projections.ts';
import { Figure, LiveSection } from './live-section.tsx';

// Colour plus a word, so the level never rests on colour alone.
export const CONFIDENCE_TONE: Record<
  ReturnType<typeof confidenceColor>,
  { tone: BadgeTone; word: string }
> = {
  green: { tone: 'success', word: 'High' },
  yellow: { tone: 'warning', word: 'Moderate' },
  red: { tone: 'danger', word: 'Low' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ASSUMED_WORDS = { budget: 'budget', dates: 'dates (30 days)', platforms: 'platforms' } as const;

/** The panel's figures, every one a range from the one projection: results in the objective's unit. */
export function ProjectionFigures({ outcome }: { outcome: ProjectedOutcome }) {
  const o = outcomeFor(outcome.objective);
  const cost = outcome.costPerResult;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <Figure label={capitalise(o.result.many)}>
        <span data-testid="projected-results">{formatRange(outcome.results)}</span>
      </Figure>
      <Figure label={`${o.cost.abbreviation} (${o.cost.label})`}>
        <span data-testid="projected-cost">{cost ? formatRange(cost, formatCents) : '—'}</span>
      </Figure>
      {outcome.unit === 'reach' ? null : (
        <Figure label="People reached">
          <span data-testid="projected-reach">{formatRange(outcome.reach)}</span>
        </Figure>
      )}
      <Figure label="Impressions">
        <span data-testid="projected-impressions">{formatRange(outcome.impressions)}</span>
      </Figure>
      {outcome.unit === 'clicks' ? null : (
        <Figure label="Clicks">
          <span data-testid="projected-clicks">{formatRange(outcome.clicks)}</span>
        </Figure>
      )}
      {outcome.roas ? (
        <Figure label="Predicted ROAS">
          <span data-testid="projected-roas">{formatRange(outcome.roas, formatRoas)}</span>
        </Figure>
      ) : null}
    </dl>
  );
}

export function ProjectionsSection({ projection }: { projection: LiveProjection }) {
  const { outcome, scope, example } = projection;
  const platforms = scope.platforms.length;
  const assumed = outcome.assumed.filter((key) => key !== 'budget');
  return (
    <LiveSection
      title="Projections"
      // No confidence percentage: nothing measures one (issue 22). The ranges carry the uncertainty.
      aside={example ? <Badge tone="neutral">Example</Badge> : <Badge tone="neutral">Simulated</Badge>}
    >
      {example ? (
        <p className="mb-2 text-xs" data-testid="projection-example">
          <strong className="font-semibold">Example: with a {formatDollars(outcome.spend)} budget.</strong>{' '}
          Not your projection yet: tell the assistant your budget and these figures become yours.
        </p>
      ) : null}
      <p className="mb-3 text-xs text-muted" data-testid="projection-basis">
        {formatDollars(outcome.spend)} over {outcome.durationDays} days · {formatDollars(outcome.dailySpend)}
        /day · {scope.given ? `${platforms} platform${platforms === 1 ? '' : 's'}` : 'all platforms'}
        {assumed.length ? ` · assumed: ${assumed.map((key) => ASSUMED_WORDS[key]).join(', ')}` : ''}
      </p>
      <ProjectionFigures outcome={outcome} />
      <p className="mt-3 text-xs text-muted">
        Ranges, not promises: each person reached sees the ads {formatCompact(outcome.frequency)}{' '}
        {outcome.frequency === 1 ? 'time' : 'times'} on average.
      </p>
    </LiveSection>
  );
}
