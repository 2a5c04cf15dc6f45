import { AUTH_STORAGE_KEY } from '@northstar/shared/brand';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorResponse, jsonResponse, loginBody, makeUser, mockFetch } from '../../../test/fetch-mock.ts';
import { useAuthStore } from './auth.store.ts';

const LOGIN = 'POST /api/v1/auth/login';
const ME = 'GET /api/v1/auth/me';
const stored = () => ({
  local: localStorage.getItem(AUTH_STORAGE_KEY),
  session: sessionStorage.getItem(AUTH_STORAGE_KEY),
});

beforeEach(() => {
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ error: null, isLoading: false });
});

describe('auth store: login', () => {
  it('signs in and persists to localStorage when "Remember me" is ticked', async () => {
    const { requests } = mockFetch({ [LOGIN]: jsonResponse(200, loginBody()) });
    await expect(
      useAuthStore.getState().login('ada@example.com', 'correct horse battery', true),
    ).resolves.toBe(true);

    const state = useAuthStore.getState();
    expect(state).toMatchObject({ isAuthenticated: true, token: 'token-abc', isLoading: false, error: null });
    expect(state.user?.email).toBe('ada@example.com');
    expect(requests[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery',
      rememberMe: true,
    });
    const { local, session } = stored();
    expect(JSON.parse(local ?? '{}').state).toMatchObject({ token: 'token-abc', isAuthenticated: true });
    expect(session).toBeNull();
  });

  it('keeps the session in sessionStorage only when "Remember me" is not ticked', async () => {
    mockFetch({ [LOGIN]: jsonResponse(200, loginBody()) });
    await useAuthStore.getState().login('ada@example.com', 'correct horse battery', false);
    const { local, session } = stored();
    expect(local).toBeNull();
    expect(JSON.parse(session ?? '{}').state).toMatchObject({ token: 'token-abc' });
  });

  it('reads tokens.access_token when accessToken is absent', async () => {
    mockFetch({ [LOGIN]: jsonResponse(200, { user: makeUser(), tokens: { access_token: 'snake' } }) });
    await useAuthStore.getState().login('ada@example.com', 'pw', true);
    expect(useAuthStore.getState().token).toBe('snake');
  });

  it('fails with "No access token received from server" without a token', async () => {
    mockFetch({ [LOGIN]: jsonResponse(200, { user: makeUser(), tokens: {} }) });
    await expect(useAuthStore.getState().login('ada@example.com', 'pw', true)).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      error: 'No access token received from server',
    });
  });

  it('fails with "No user data received from server" without a user', async () => {
    mockFetch({ [LOGIN]: jsonResponse(200, { tokens: { accessToken: 't' } }) });
    await useAuthStore.getState().login('ada@example.com', 'pw', true);
    expect(useAuthStore.getState().error).toBe('No user data received from server');
  });

  it('stays signed out with the wrong-credentials message', async () => {
    mockFetch({ [LOGIN]: errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password.') });
    await useAuthStore.getState().login('ada@example.com', 'wrong', true);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      error: 'Invalid email or password. Please try again.',
    });
    expect(stored()).toEqual({ local: null, session: null });
  });
});

describe('auth store: returning users and pending accounts', () => {
  it('knows a returning sign-in from the server, and a first one from its absence', async () => {
    mockFetch({
      [LOGIN]: [
        jsonResponse(200, { ...loginBody(), previousSignInAt: '2026-01-02T03:04:05.000Z' }),
        jsonResponse(200, { ...loginBody(), previousSignInAt: null }),
        jsonResponse(200, loginBody()),
      ],
    });
    const signedInBefore = async () => {
      await useAuthStore.getState().login('ada@example.com', 'pw', true);
      return useAuthStore.getState().signedInBefore;
    };
    expect([await signedInBefore(), await signedInBefore(), await signedInBefore()]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('holds a pending account as a notice, not an error, and clears it with the errors', async () => {
    mockFetch({ [LOGIN]: errorResponse(403, 'ACCOUNT_PENDING', 'Your account is pending approval.') });
    await expect(useAuthStore.getState().login('ada@example.com', 'pw', true)).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: null,
      loginNotice: 'Your account is pending approval.',
    });
    useAuthStore.getState().clearError();
    expect(useAuthStore.getState().loginNotice).toBeNull();
  });

  it('keeps the other 403s (rejected, disabled) as errors', async () => {
    mockFetch({ [LOGIN]: errorResponse(403, 'ACCOUNT_REJECTED', 'Your registration was not approved.') });
    await useAuthStore.getState().login('ada@example.com', 'pw', true);
    expect(useAuthStore.getState()).toMatchObject({
      error: 'Your registration was not approved.',
      loginNotice: null,
    });
  });
});

describe('auth store: rehydration', () => {
  it('restores the session with loading off and no error', async () => {
    // Set first: any state change re-persists, and a signed-out state clears the storage.
    useAuthStore.setState({ isLoading: true, error: 'stale error' });
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          user: makeUser(),
          token: 'kept',
          isAuthenticated: true,
          rememberMe: true,
          isLoading: true,
          error: 'old',
        },
      }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({
      token: 'kept',
      isAuthenticated: true,
      isLoading: false,
      error: null,
    });
  });

  it('reads a session kept in sessionStorage', async () => {
    sessionStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: { user: makeUser(), token: 'tab', isAuthenticated: true, rememberMe: false },
      }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'tab', isAuthenticated: true });
  });
});

describe('auth store: session end', () => {
  const signIn = async (rememberMe = true) => {
    mockFetch({ [LOGIN]: jsonResponse(200, loginBody()) });
    await useAuthStore.getState().login('ada@example.com', 'pw', rememberMe);
  };

  it('signs out when an authenticated call answers 401', async () => {
    await signIn();
    mockFetch({ 'GET /api/v1/campaigns': errorResponse(401, 'TOKEN_INVALID', 'Session expired') });
    await expect(apiRequest('/campaigns')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(stored()).toEqual({ local: null, session: null });
  });

  it('checkAuth refreshes the user when the token is valid', async () => {
    await signIn();
    const { requests } = mockFetch({ [ME]: jsonResponse(200, { user: makeUser({ firstName: 'Augusta' }) }) });
    await expect(useAuthStore.getState().checkAuth()).resolves.toBe(true);
    expect(requests[0]?.headers.authorization).toBe('Bearer token-abc');
    expect(useAuthStore.getState().user?.firstName).toBe('Augusta');
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it('checkAuth failure signs out silently and removes the stored session', async () => {
    await signIn();
    expect(stored().local).not.toBeNull();
    mockFetch({ [ME]: errorResponse(500, 'INTERNAL', 'Internal error') });
    await expect(useAuthStore.getState().checkAuth()).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, error: null });
    expect(stored()).toEqual({ local: null, session: null });
  });

  it('logout revokes the session on the server and clears both storages', async () => {
    await signIn(false);
    const { calls } = mockFetch({ 'POST /api/v1/auth/logout': jsonResponse(204) });
    await useAuthStore.getState().logout();
    expect(calls('POST /api/v1/auth/logout')[0]?.headers.authorization).toBe('Bearer token-abc');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(stored()).toEqual({ local: null, session: null });
  });

  it('logout still signs out locally when the server is unreachable', async () => {
    await signIn();
    mockFetch({ 'POST /api/v1/auth/logout': new TypeError('Failed to fetch') });
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(stored()).toEqual({ local: null, session: null });
  });
});

describe('auth store: register, forgot and reset password', () => {
  const payload = {
    email: 'new@example.com',
    password: 'a long password!',
    firstName: 'New',
    lastName: 'User',
  };

  it('stays signed out when approval is required', async () => {
    mockFetch({
      'POST /api/v1/auth/register': jsonResponse(201, { requiresApproval: true, message: 'Review' }),
    });
    await expect(useAuthStore.getState().register(payload)).resolves.toEqual({ status: 'pending' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, error: null, isLoading: false });
  });

  it('signs in when the server returns a user and tokens', async () => {
    mockFetch({ 'POST /api/v1/auth/register': jsonResponse(201, loginBody(makeUser(), 'fresh')) });
    await expect(useAuthStore.getState().register(payload)).resolves.toEqual({ status: 'signed-in' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'fresh' });
  });

  it('stays signed out without an error when neither comes back', async () => {
    mockFetch({ 'POST /api/v1/auth/register': jsonResponse(201, {}) });
    await expect(useAuthStore.getState().register(payload)).resolves.toEqual({ status: 'submitted' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, error: null });
  });

  it('reports a taken email with its fixed message', async () => {
    mockFetch({ 'POST /api/v1/auth/register': errorResponse(409, 'EMAIL_TAKEN', 'Email taken') });
    const outcome = await useAuthStore.getState().register(payload);
    expect(outcome).toEqual({ status: 'failed', error: 'An account with this email already exists.' });
    expect(useAuthStore.getState().error).toBe('An account with this email already exists.');
  });

  it('forgotPassword keeps the mapped error in the session', async () => {
    mockFetch({ 'POST /api/v1/auth/forgot-password': errorResponse(429, 'RATE_LIMITED', 'Slow down') });
    await expect(useAuthStore.getState().forgotPassword('a@b.co')).resolves.toBe(false);
    expect(useAuthStore.getState().error).toBe(
      'Too many requests. Please wait before requesting another reset.',
    );
  });

  it('resetPassword sends the token and the new password', async () => {
    const { requests } = mockFetch({ 'POST /api/v1/auth/reset-password': jsonResponse(204) });
    await expect(useAuthStore.getState().resetPassword('tok', 'new password 123')).resolves.toBe(true);
    expect(requests[0]?.body).toEqual({ token: 'tok', password: 'new password 123' });
  });
});
