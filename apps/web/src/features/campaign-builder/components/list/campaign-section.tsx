import { CAMPAIGN_STATUSES, type CampaignStatus, STATUS_LABELS } from '@northstar/shared/campaign';
import type { CampaignListItem, CampaignType } from '@northstar/shared/campaign/schemas';
import { FolderOpen, Search } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { fieldClasses } from '../../../../components/ui/input.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import {
  useCampaigns,
  useDeleteCampaign,
  useDuplicateCampaign,
} from '../../../../resources/campaigns/campaign-queries.ts';
import { useBuilderStore } from '../../stores/builder.store.ts';
import { CampaignRow } from './campaign-row.tsx';
import { DeleteCampaignDialog } from './delete-campaign-dialog.tsx';
import { Pagination } from './pagination.tsx';

export const CAMPAIGN_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const EMPTY_MESSAGES = {
  title: 'No campaigns found',
  none: 'Start by creating your first campaign using Universal or Regulated channels.',
  filtered: "Try adjusting your filters to find what you're looking for.",
} as const;

const CHANNEL_OPTIONS = [
  { value: 'universal', label: 'Universal' },
  { value: 'regulated', label: 'Regulated' },
];
// Draft, Saved and Ready (docs/product.md#campaign-list), then the rest of the life-cycle in its order.
const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** "1 campaign", "3 campaigns". */
export const campaignCount = (n: number) => `${n} ${n === 1 ? 'campaign' : 'campaigns'}`;

/** "Active Campaigns": server-side search and filters, paging, edit / duplicate / delete. */
export function CampaignSection() {
  const [search, setSearch] = useState('');
  const [channelType, setChannelType] = useState<CampaignType | ''>('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<CampaignListItem | null>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = query !== '' || channelType !== '' || status !== '';

  const campaigns = useCampaigns({
    query: query || undefined,
    channelType: channelType || undefined,
    status: status || undefined,
    page,
    pageSize: CAMPAIGN_PAGE_SIZE,
  });
  const duplicate = useDuplicateCampaign();
  const remove = useDeleteCampaign();
  const data = campaigns.data;
  const items = data?.items ?? [];
  const now = new Date();

  // A filter change starts again from the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const onDuplicate = (campaign: CampaignListItem) =>
    duplicate.mutate(campaign.id, {
      onSuccess: (copy) => {
        toast.success(`Duplicated as "${copy.name}"`);
        setPage(1);
      },
      onError: () => toast.error('The campaign could not be duplicated. Please try again.'),
    });

  const onDelete = (campaign: CampaignListItem) =>
    remove.mutate(campaign.id, {
      onSuccess: () => {
        toast.success(`Deleted "${campaign.name || 'Untitled campaign'}"`);
        setToDelete(null);
        // The builder must not keep editing (and re-create) a campaign that no longer exists.
        const builder = useBuilderStore.getState();
        if (builder.draft.campaignId === campaign.id) builder.startNew(builder.draft.campaignType);
        // Deleting the last row of a page moves back a page.
        if (items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () => toast.error('The campaign could not be deleted. Please try again.'),
    });

  return (
    <section aria-labelledby="campaigns-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="campaigns-heading" className="text-xl font-bold">
          Active Campaigns
        </h2>
        {data ? <p className="text-sm text-muted">{campaignCount(data.total)}</p> : null}
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
        <div className="relative">
          <label htmlFor="campaign-search" className="sr-only">
            Search campaigns
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted" />
          <input
            id="campaign-search"
            type="search"
            value={search}
            placeholder="Search campaigns..."
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className={cn(fieldClasses(false), 'pl-9')}
          />
        </div>
        <Select
          label="Channel"
          hideLabel
          options={CHANNEL_OPTIONS}
          placeholder="All Channels"
          value={channelType}
          onChange={(event) => filter(setChannelType)(event.target.value as CampaignType | '')}
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_OPTIONS}
          placeholder="All Status"
          value={status}
          onChange={(event) => filter(setStatus)(event.target.value as CampaignStatus | '')}
        />
      </div>

      <div
        className={cn(
          'overflow-hidden rounded-xl border border-line bg-card shadow-sm transition-opacity',
          campaigns.isPlaceholderData && 'opacity-60',
        )}
        aria-busy={campaigns.isFetching}
      >
        {campaigns.isLoading ? (
          <div className="flex justify-center py-14">
            <Spinner size="lg" label="Loading campaigns" />
          </div>
        ) : campaigns.isError && !data ? (
          <div className="p-4">
            <LoadError onRetry={() => void campaigns.refetch()}>Campaigns could not be loaded.</LoadError>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
            <FolderOpen aria-hidden className="size-10 text-muted" />
            <p className="text-base font-semibold">{EMPTY_MESSAGES.title}</p>
            <p className="max-w-md text-sm text-muted">
              {filtered ? EMPTY_MESSAGES.filtered : EMPTY_MESSAGES.none}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-line" aria-labelledby="campaigns-heading">
            {items.map((campaign) => (
              <CampaignRow
                key={campaign.id}
                campaign={campaign}
                now={now}
                duplicating={duplicate.isPending && duplicate.variables === campaign.id}
                onDuplicate={onDuplicate}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
        {data ? (
          <Pagination
            page={page}
            pageSize={data.pageSize || CAMPAIGN_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
          />
        ) : null}
      </div>

      <DeleteCampaignDialog
        campaign={toDelete}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={onDelete}
      />
    </section>
  );
}
