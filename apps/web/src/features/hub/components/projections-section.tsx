import { confidenceColor } from '@northstar/shared/incrementality';
import type { CampaignProjections, ProjectionInput } from '@northstar/shared/projections';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatCompact, formatDollars, formatRange, formatRoas } from '../lib/format.ts';
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

interface ProjectionsSectionProps {
  input: ProjectionInput;
  projections: CampaignProjections;
}

export function ProjectionsSection({ input, projections }: ProjectionsSectionProps) {
  const confidence = CONFIDENCE_TONE[confidenceColor(projections.confidence)];
  const platforms = input.platforms.length;
  return (
    <LiveSection
      title="Projections"
      aside={
        <Badge tone={confidence.tone}>
          {confidence.word} confidence · {projections.confidence}%
        </Badge>
      }
    >
      <p className="mb-3 text-xs text-muted" data-testid="projection-basis">
        {formatDollars(projections.totalBudget)} over {input.durationDays} days ·{' '}
        {formatDollars(projections.dailyBudget)}/day ·{' '}
        {platforms === 0 ? 'all platforms' : `${platforms} platform${platforms === 1 ? '' : 's'}`}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Figure label="Estimated reach">{formatRange(projections.estimatedReach)}</Figure>
        <Figure label="Impressions">{formatRange(projections.estimatedImpressions)}</Figure>
        <Figure label="Clicks">{formatRange(projections.estimatedClicks)}</Figure>
        <Figure label="Predicted ROAS">
          <span data-testid="projected-roas">{formatRange(projections.predictedROAS, formatRoas)}</span>
        </Figure>
      </dl>
      <p className="mt-3 text-xs text-muted">
        Ranges, not promises: {formatCompact(projections.details.impressions.avgFrequency)} average views per
        person.
      </p>
    </LiveSection>
  );
}
