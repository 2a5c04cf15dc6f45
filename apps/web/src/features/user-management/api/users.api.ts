import type { AdminUser, AdminUsersResponse, UpdateUserRequest } from '@northstar/shared/admin';
import type { UserStatus } from '@northstar/shared/auth';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface UsersFilter {
  query: string;
  status: UserStatus | 'all';
  page: number;
}

export const adminUsersKey = ['admin', 'users'] as const;

export function fetchAdminUsers({ query, status, page }: UsersFilter): Promise<AdminUsersResponse> {
  const params = new URLSearchParams({ page: String(page) });
  if (query.trim()) params.set('query', query.trim());
  if (status !== 'all') params.set('status', status);
  return apiRequest<AdminUsersResponse>(`/admin/users?${params}`);
}

const userPath = (id: string) => encodeURIComponent(id);
export const approveUser = (id: string) =>
  apiRequest<{ user: AdminUser }>(`/admin/approve-user/${userPath(id)}`, { method: 'POST' });
export const rejectUser = (id: string, reason: string) =>
  apiRequest<{ user: AdminUser }>(`/admin/reject-user/${userPath(id)}`, { method: 'POST', body: { reason } });
export const updateUser = (id: string, change: UpdateUserRequest) =>
  apiRequest<{ user: AdminUser }>(`/admin/users/${userPath(id)}`, { method: 'PATCH', body: change });

export const adminUsersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: [...adminUsersKey, filter],
    queryFn: () => fetchAdminUsers(filter),
    // The list stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminUsers = (filter: UsersFilter) => useQuery(adminUsersQueryOptions(filter));

export type UserAction =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'enable' }
  | { kind: 'disable' }
  | { kind: 'promote' }
  | { kind: 'demote' };

export function runUserAction(user: AdminUser, action: UserAction): Promise<{ user: AdminUser }> {
  switch (action.kind) {
    case 'approve':
      // Pending users go through the registration approval; rejected ones are approved by status.
      return user.status === 'pending' ? approveUser(user.id) : updateUser(user.id, { status: 'approved' });
    case 'reject':
      return rejectUser(user.id, action.reason);
    case 'enable':
      return updateUser(user.id, { status: 'approved' });
    case 'disable':
      return updateUser(user.id, { status: 'disabled' });
    case 'promote':
      return updateUser(user.id, { role: 'admin' });
    case 'demote':
      return updateUser(user.id, { role: 'user' });
  }
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, action }: { user: AdminUser; action: UserAction }) => runUserAction(user, action),
    onSuccess: async () => {
      // The row may leave the current filter, and the admin panel's pending list may change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'pending-users'] }),
      ]);
    },
  });
}
