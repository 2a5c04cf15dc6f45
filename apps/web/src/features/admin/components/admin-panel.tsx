import type { PendingUser } from '@northstar/shared/auth';
import { ArrowLeft, Inbox, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Banner, type BannerTone } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useApproveUser, usePendingUsers, useRejectUser } from '../api/admin.api.ts';
import { fullName, PendingUsersTable } from './pending-users-table.tsx';

export const ADMIN_MESSAGES = {
  loadFailed: 'Failed to load pending users',
  approveFailed: 'Failed to approve user. Please try again.',
  rejectFailed: 'Failed to reject user. Please try again.',
  rejectPrompt: 'Please provide a reason for rejection:',
  approved: (user: PendingUser) =>
    `User ${fullName(user)} (${user.email}) approved successfully! They will receive an email with login credentials.`,
  rejected: (user: PendingUser) => `User ${fullName(user)} (${user.email}) has been rejected.`,
} as const;

const serverErrorOr = (error: unknown, fallback: string) =>
  (isApiError(error) ? error.serverMessage : undefined) ?? fallback;

export function AdminPanel() {
  const headingId = useId();
  const pending = usePendingUsers();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const [banner, setBanner] = useState<{ tone: BannerTone; text: string } | null>(null);
  const [processingId, setProcessingId] = useState<string | null>(null);
  const users = pending.data ?? [];

  const onApprove = async (user: PendingUser) => {
    setBanner(null);
    setProcessingId(user.id);
    try {
      await approve.mutateAsync(user);
      setBanner({ tone: 'success', text: ADMIN_MESSAGES.approved(user) });
    } catch (error) {
      setBanner({ tone: 'error', text: serverErrorOr(error, ADMIN_MESSAGES.approveFailed) });
    } finally {
      setProcessingId(null);
    }
  };

  const onReject = async (user: PendingUser) => {
    const reason = window.prompt(ADMIN_MESSAGES.rejectPrompt)?.trim();
    if (!reason) return; // cancelled or empty: nothing happens
    setBanner(null);
    setProcessingId(user.id);
    try {
      await reject.mutateAsync({ user, reason });
      setBanner({ tone: 'success', text: ADMIN_MESSAGES.rejected(user) });
    } catch (error) {
      setBanner({ tone: 'error', text: serverErrorOr(error, ADMIN_MESSAGES.rejectFailed) });
    } finally {
      setProcessingId(null);
    }
  };

  const onRefresh = () => {
    setBanner(null);
    void pending.refetch();
  };

  return (
    <div className="w-full space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-title">Admin Panel</h1>
          <p className="mt-1 text-sm text-muted">Manage user registrations</p>
        </div>
        <div className="flex gap-2">
          <Link to="/dashboard" className={buttonClasses('secondary', 'md')}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to Dashboard
          </Link>
          <Button onClick={onRefresh} disabled={pending.isFetching}>
            <RefreshCw aria-hidden className={cn('size-4', pending.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        </div>
      </div>

      {pending.isError ? <Banner tone="error">{ADMIN_MESSAGES.loadFailed}</Banner> : null}
      {banner ? (
        <Banner tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </Banner>
      ) : null}

      <div className="overflow-hidden rounded-xl border border-line bg-card shadow-sm">
        <div className="border-b border-line px-4 py-4 sm:px-6">
          <h2 id={headingId} className="text-base font-semibold">
            {/* The count appears once known, so "(0)" never flashes while loading. */}
            Pending Registrations{pending.data ? ` (${users.length})` : ''}
          </h2>
        </div>
        {pending.isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Loading pending registrations" />
          </div>
        ) : pending.isError && !pending.data ? (
          <p className="px-6 py-16 text-center text-sm text-muted">
            The list could not be loaded. Use Refresh to try again.
          </p>
        ) : users.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
            <Inbox aria-hidden className="size-10 text-muted" />
            <p className="text-base font-semibold">No pending registrations</p>
            <p className="text-sm text-muted">All users have been processed</p>
          </div>
        ) : (
          <PendingUsersTable
            users={users}
            processingId={processingId}
            labelledBy={headingId}
            onApprove={onApprove}
            onReject={onReject}
          />
        )}
      </div>
    </div>
  );
}
