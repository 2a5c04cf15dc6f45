import type { CampaignStatus } from '@northstar/shared/campaign';
import type { CampaignDraft, CampaignOrigin } from '@northstar/shared/campaign/schemas';
import { ArrowLeft, Save } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { formatTime } from '../../lib/format.ts';
import { CAMPAIGN_LIST_PATH } from '../../lib/paths.ts';
import { OriginBadge, StatusBadge } from '../list/badges.tsx';
import { MarketTicker } from './market-ticker.tsx';

interface BuilderHeaderProps {
  title: string;
  /** The campaign the ticker prices (its platforms, as the hub's live panel does). */
  draft: CampaignDraft;
  campaignName: string;
  status: CampaignStatus | null;
  /** Where the campaign came from; the assistant's are labelled so the user knows who drafted it. */
  origin?: CampaignOrigin | null;
  isSaving: boolean;
  isDirty: boolean;
  lastSaved: string | null;
  onSave: () => void;
  disabled?: boolean;
}

function SaveState({
  isSaving,
  isDirty,
  lastSaved,
}: Pick<BuilderHeaderProps, 'isSaving' | 'isDirty' | 'lastSaved'>) {
  const text = isSaving
    ? 'Saving...'
    : lastSaved
      ? `${isDirty ? 'Unsaved changes. ' : ''}Last saved ${formatTime(lastSaved)}`
      : isDirty
        ? 'Not saved yet'
        : '';
  return (
    <p role="status" className="text-sm text-muted">
      {text}
    </p>
  );
}

export function BuilderHeader({
  title,
  draft,
  campaignName,
  status,
  origin,
  isSaving,
  isDirty,
  lastSaved,
  onSave,
  disabled,
}: BuilderHeaderProps) {
  return (
    <header className="space-y-4">
      <Link
        to={CAMPAIGN_LIST_PATH}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-link hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to campaigns
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-title">{title}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <p className="min-w-0 truncate text-lg font-medium text-muted" data-testid="campaign-name">
              {campaignName.trim() || 'New Campaign'}
            </p>
            {status ? <StatusBadge status={status} /> : null}
            {origin === 'assistant' ? <OriginBadge /> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          <SaveState isSaving={isSaving} isDirty={isDirty} lastSaved={lastSaved} />
          <Button variant="secondary" onClick={onSave} disabled={isSaving || disabled}>
            <Save aria-hidden className="size-4" />
            Save draft
          </Button>
        </div>
      </div>
      <MarketTicker draft={draft} />
    </header>
  );
}
