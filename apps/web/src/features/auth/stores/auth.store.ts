import type { PublicUser, RegisterRequest } from '@northstar/shared/auth';
import { AUTH_STORAGE_KEY } from '@northstar/shared/brand';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { configureApiClient } from '../../../lib/api-client.ts';
import {
  getMe,
  type LoginResult,
  postForgotPassword,
  postLogin,
  postLogout,
  postRegister,
  postResetPassword,
} from '../api/auth.api.ts';
import {
  AUTH_MESSAGES,
  forgotPasswordErrorMessage,
  isPendingApproval,
  loginErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
} from '../api/auth-error-messages.ts';
import { createRememberMeStorage } from './remember-me-storage.ts';

interface PersistedAuth {
  user: PublicUser | null;
  token: string | null;
  isAuthenticated: boolean;
  rememberMe: boolean;
}

export type RegisterOutcome =
  | { status: 'pending' } // approval required: stay signed out, show the review dialog
  | { status: 'signed-in' }
  | { status: 'submitted' } // neither approval flag nor session: signed out, no error
  | { status: 'failed'; error: string };

export interface AuthState extends PersistedAuth {
  isLoading: boolean;
  error: string | null;
  /** A sign-in refused for a reason that is no fault (the account awaits approval): shown as information. */
  loginNotice: string | null;
  /** The last sign-in was not the account's first (the server says when it signed in before). */
  signedInBefore: boolean;
  login: (email: string, password: string, rememberMe: boolean) => Promise<boolean>;
  register: (payload: RegisterRequest) => Promise<RegisterOutcome>;
  forgotPassword: (email: string) => Promise<boolean>;
  resetPassword: (token: string, password: string) => Promise<boolean>;
  logout: () => Promise<void>;
  checkAuth: () => Promise<boolean>;
  clearError: () => void;
  clearSession: () => void;
}

const signedOut: PersistedAuth = { user: null, token: null, isAuthenticated: false, rememberMe: true };

function readSession(result: LoginResult | null): { user: PublicUser; token: string } {
  const token = result?.tokens?.accessToken ?? result?.tokens?.access_token;
  if (!token) throw new Error(AUTH_MESSAGES.noToken);
  if (!result?.user) throw new Error(AUTH_MESSAGES.noUser);
  return { user: result.user, token };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      isLoading: false,
      error: null,
      loginNotice: null,
      signedInBefore: false,

      async login(email, password, rememberMe) {
        set({ isLoading: true, error: null, loginNotice: null });
        try {
          const result = await postLogin(email, password, rememberMe);
          const { user, token } = readSession(result);
          const signedInBefore = Boolean(result?.previousSignInAt);
          set({
            user,
            token,
            rememberMe,
            signedInBefore,
            isAuthenticated: true,
            isLoading: false,
            error: null,
          });
          return true;
        } catch (error) {
          const message = loginErrorMessage(error);
          const pending = isPendingApproval(error);
          set({
            ...signedOut,
            isLoading: false,
            error: pending ? null : message,
            loginNotice: pending ? message : null,
          });
          return false;
        }
      },

      async register(payload) {
        set({ isLoading: true, error: null });
        try {
          const result = await postRegister(payload);
          if (result?.requiresApproval) {
            set({ isLoading: false });
            return { status: 'pending' };
          }
          const hasSession = Boolean(
            result?.user && (result.tokens?.accessToken ?? result.tokens?.access_token),
          );
          if (hasSession) {
            const { user, token } = readSession(result);
            set({ user, token, rememberMe: true, isAuthenticated: true, isLoading: false });
            return { status: 'signed-in' };
          }
          set({ isLoading: false });
          return { status: 'submitted' };
        } catch (error) {
          const message = registerErrorMessage(error);
          set({ isLoading: false, error: message });
          return { status: 'failed', error: message };
        }
      },

      async forgotPassword(email) {
        set({ isLoading: true, error: null });
        try {
          await postForgotPassword(email);
          set({ isLoading: false });
          return true;
        } catch (error) {
          set({ isLoading: false, error: forgotPasswordErrorMessage(error) });
          return false;
        }
      },

      async resetPassword(token, password) {
        set({ isLoading: true, error: null });
        try {
          await postResetPassword(token, password);
          set({ isLoading: false });
          return true;
        } catch (error) {
          set({ isLoading: false, error: resetPasswordErrorMessage(error) });
          return false;
        }
      },

      async logout() {
        const { token } = get();
        get().clearSession();
        if (!token) return;
        // Best effort: the server revokes the session; signing out locally never waits on it.
        try {
          await postLogout(token);
        } catch (error) {
          console.debug('[auth] logout request failed', error);
        }
      },

      async checkAuth() {
        if (!get().token) {
          get().clearSession();
          return false;
        }
        set({ isLoading: true });
        try {
          const result = await getMe();
          if (!result?.user) throw new Error(AUTH_MESSAGES.noUser);
          set({ user: result.user, isAuthenticated: true, isLoading: false, error: null });
          return true;
        } catch (error) {
          // A failed session check signs out silently (docs/product.md#roles-and-routes).
          console.debug('[auth] session check failed', error);
          get().clearSession();
          return false;
        }
      },

      clearError: () => set({ error: null, loginNotice: null }),

      clearSession() {
        set({ ...signedOut, isLoading: false });
        useAuthStore.persist.clearStorage();
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createRememberMeStorage<PersistedAuth>(),
      partialize: ({ user, token, isAuthenticated, rememberMe }) => ({
        user,
        token,
        isAuthenticated,
        rememberMe,
      }),
      // After rehydration nothing is loading and no stale error shows; a session needs both parts.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PersistedAuth>;
        const complete = Boolean(stored.token && stored.user);
        return {
          ...current,
          user: complete ? (stored.user ?? null) : null,
          token: complete ? (stored.token ?? null) : null,
          isAuthenticated: complete,
          rememberMe: stored.rememberMe ?? true,
          isLoading: false,
          error: null,
          loginNotice: null,
        };
      },
    },
  ),
);

configureApiClient({
  getToken: () => useAuthStore.getState().token,
  onUnauthorized: () => {
    if (useAuthStore.getState().token) useAuthStore.getState().clearSession();
  },
});
