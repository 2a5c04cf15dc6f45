import type { PublicUser, RegisterRequest } from '@northstar/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';

// Response shapes are read defensively: a server may send accessToken or access_token, and a
// register response that carries either requiresApproval or user + tokens.
export interface LoginResult {
  user?: PublicUser;
  tokens?: { accessToken?: string; access_token?: string; expiresAt?: string };
  /** When the user signed in before this time; null (or absent) on a first sign-in. */
  previousSignInAt?: string | null;
}
export interface RegisterResult extends LoginResult {
  requiresApproval?: boolean;
  message?: string;
}

export const postLogin = (email: string, password: string, rememberMe: boolean) =>
  apiRequest<LoginResult>('/auth/login', {
    method: 'POST',
    body: { email, password, rememberMe },
    auth: false,
  });

export const postRegister = (payload: RegisterRequest) =>
  apiRequest<RegisterResult>('/auth/register', { method: 'POST', body: payload, auth: false });

export const postForgotPassword = (email: string) =>
  apiRequest<unknown>('/auth/forgot-password', { method: 'POST', body: { email }, auth: false });

export const postResetPassword = (token: string, password: string) =>
  apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: { token, password }, auth: false });

// The token is passed in because the local session is already cleared when this runs.
export const postLogout = (token: string) =>
  apiRequest<unknown>('/auth/logout', {
    method: 'POST',
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });

export const getMe = () => apiRequest<{ user?: PublicUser }>('/auth/me');
