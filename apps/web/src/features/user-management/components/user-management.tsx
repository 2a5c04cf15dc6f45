import type { AdminUser } from '@northstar/shared/admin';
import type { UserStatus } from '@northstar/shared/auth';
import { ChevronLeft, ChevronRight, RefreshCw, Search, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type UserAction, useAdminUsers, useUserAction } from '../api/users.api.ts';
import { type ActionButton, CONFIRMATIONS, REJECT_PROMPT, SUCCESS_MESSAGES } from './user-actions.ts';
import { UsersTable } from './users-table.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'disabled', label: 'Disabled' },
];

const failureMessage = (error: unknown) =>
  (isApiError(error) ? error.serverMessage : undefined) ?? 'The change could not be saved. Please try again.';

export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useAdminUsers({ query, status, page });
  const mutation = useUserAction();
  const [processingId, setProcessingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ user: AdminUser; action: ActionButton } | null>(null);

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.page * data.pageSize, data.total) : 0;

  const run = async (user: AdminUser, action: UserAction) => {
    setError(null);
    setProcessingId(user.id);
    try {
      await mutation.mutateAsync({ user, action });
      toast.success(SUCCESS_MESSAGES[action.kind](user));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setProcessingId(null);
    }
  };

  const onAction = (user: AdminUser, action: ActionButton) => {
    if (action.blockedReason) return;
    if (action.kind === 'reject') {
      const reason = window.prompt(REJECT_PROMPT)?.trim();
      if (reason) void run(user, { kind: 'reject', reason });
      return;
    }
    if (CONFIRMATIONS[action.kind]) {
      setConfirming({ user, action });
      return;
    }
    void run(user, { kind: action.kind } as UserAction);
  };

  const confirmation = confirming ? CONFIRMATIONS[confirming.action.kind]?.(confirming.user) : undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-title">User Management</h1>
          <p className="mt-1 text-sm text-muted">
            Every account: approve, reject, disable and manage admin rights.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden className={cn('size-4', list.isFetching && 'animate-spin')} />
          Refresh
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <Input
          label="Search users"
          type="search"
          placeholder="Name, email or company"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          trailing={<Search aria-hidden className="mr-2 size-4 text-muted" />}
        />
        <Select
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as UserStatus | 'all');
            setPage(1);
          }}
          options={STATUS_OPTIONS}
        />
      </div>

      {list.isError ? <Banner tone="error">Failed to load users. Use Refresh to try again.</Banner> : null}
      {error ? (
        <Banner tone="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      ) : null}

      <section
        aria-labelledby={headingId}
        className="overflow-hidden rounded-xl border border-line bg-card shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-4 sm:px-6">
          <h2 id={headingId} className="text-base font-semibold">
            Users{data ? ` (${data.total})` : ''}
          </h2>
          {data && data.total > 0 ? (
            <p className="text-sm text-muted" aria-live="polite">
              Showing {first}-{last} of {data.total}
            </p>
          ) : null}
        </div>
        {list.isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Loading users" />
          </div>
        ) : data && data.users.length > 0 ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section tabIndex={0} aria-labelledby={headingId} className="sm:overflow-x-auto">
            <div className={cn('sm:min-w-[52rem]', list.isPlaceholderData && 'opacity-60')}>
              <UsersTable
                users={data.users}
                currentUserId={currentUserId}
                processingId={processingId}
                labelledBy={headingId}
                onAction={onAction}
              />
            </div>
          </section>
        ) : data ? (
          <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
            <UsersRound aria-hidden className="size-10 text-muted" />
            <p className="text-base font-semibold">No users found</p>
            <p className="text-sm text-muted">Try another search or status.</p>
          </div>
        ) : null}
        {data && pageCount > 1 ? (
          <nav
            aria-label="Pages"
            className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-6"
          >
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden className="size-4" />
              Previous
            </Button>
            <span className="text-sm text-muted">
              Page {data.page} of {pageCount}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
              <ChevronRight aria-hidden className="size-4" />
            </Button>
          </nav>
        ) : null}
      </section>

      <Dialog
        open={Boolean(confirming && confirmation)}
        onClose={() => setConfirming(null)}
        tone={confirming?.action.kind === 'promote' ? 'info' : 'warning'}
        title={confirmation?.title ?? ''}
        description={confirmation?.text}
      >
        <Button variant="secondary" onClick={() => setConfirming(null)}>
          Cancel
        </Button>
        <Button
          variant={confirming?.action.kind === 'promote' ? 'primary' : 'danger'}
          onClick={() => {
            if (!confirming) return;
            setConfirming(null);
            void run(confirming.user, { kind: confirming.action.kind } as UserAction);
          }}
        >
          {confirmation?.confirm}
        </Button>
      </Dialog>
    </div>
  );
}
