import type { PublicUser } from '@northstar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
  timezone?: string;
  language?: string;
}

const userPath = (userId: string, rest: string) => `/users/${encodeURIComponent(userId)}/${rest}`;

export const putProfile = (userId: string, profile: ProfileInput) =>
  apiRequest<{ user?: PublicUser }>(userPath(userId, 'profile'), { method: 'PUT', body: profile });

export const postChangePassword = (userId: string, currentPassword: string, newPassword: string) =>
  apiRequest<unknown>(userPath(userId, 'password'), {
    method: 'POST',
    body: { currentPassword, newPassword },
  });

export const postRevokeAllSessions = (userId: string) =>
  apiRequest<unknown>(userPath(userId, 'sessions/revoke-all'), { method: 'POST' });

/** The server's message when it sent one (validation, wrong password), else `fallback`. */
export const settingsErrorMessage = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return 'Network error. Please check your connection and try again.';
  if (error.kind === 'timeout') return 'Request timeout. Please try again.';
  if (error.status >= 500) return 'Server error. Please try again later.';
  return error.serverMessage ?? fallback;
};

export const useUpdateProfile = (userId: string) =>
  useMutation({
    mutationFn: async (profile: ProfileInput) => {
      const result = await putProfile(userId, profile);
      if (!result?.user) throw new Error('No user data received from server');
      return result.user;
    },
  });

export const useChangePassword = (userId: string) =>
  useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      postChangePassword(userId, currentPassword, newPassword),
  });

export const useRevokeAllSessions = (userId: string) =>
  useMutation({ mutationFn: () => postRevokeAllSessions(userId) });
