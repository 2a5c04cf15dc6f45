import type { PendingUser } from '@northstar/shared/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, hasAccessToken } from '../../../lib/api-client.ts';

export const pendingUsersKey = ['admin', 'pending-users'] as const;

export const fetchPendingUsers = async (): Promise<PendingUser[]> => {
  const result = await apiRequest<{ users?: PendingUser[] } | null>('/admin/pending-users');
  return Array.isArray(result?.users) ? result.users : [];
};

export const approveUser = (id: string) =>
  apiRequest<unknown>(`/admin/approve-user/${encodeURIComponent(id)}`, { method: 'POST' });

export const rejectUser = (id: string, reason: string) =>
  apiRequest<unknown>(`/admin/reject-user/${encodeURIComponent(id)}`, { method: 'POST', body: { reason } });

export const pendingUsersQueryOptions = () =>
  queryOptions({ queryKey: pendingUsersKey, queryFn: fetchPendingUsers });

/** Loads on mount only when a session token exists (docs/product.md#admin). */
export const usePendingUsers = () => useQuery({ ...pendingUsersQueryOptions(), enabled: hasAccessToken() });

function useRemoveFromPending() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.setQueryData<PendingUser[]>(pendingUsersKey, (users) =>
      users?.filter((user) => user.id !== id),
    );
}

export function useApproveUser() {
  const removeFromPending = useRemoveFromPending();
  return useMutation({
    mutationFn: (user: PendingUser) => approveUser(user.id),
    onSuccess: (_result, user) => removeFromPending(user.id),
  });
}

export function useRejectUser() {
  const removeFromPending = useRemoveFromPending();
  return useMutation({
    mutationFn: ({ user, reason }: { user: PendingUser; reason: string }) => rejectUser(user.id, reason),
    onSuccess: (_result, { user }) => removeFromPending(user.id),
  });
}
