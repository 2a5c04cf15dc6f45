import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeUser, mockFetch } from '../../../test/fetch-mock.ts';
import { useAuthStore } from './auth.store.ts';
import { beginStartupSessionCheck, takeStartupSessionCheck } from './startup-session-check.ts';

const ME = 'GET /api/v1/auth/me';

beforeEach(() => {
  useAuthStore.getState().clearSession();
});

describe('the start-up session check', () => {
  it('asks /auth/me once when begun at start, and RootLayout takes that same answer', async () => {
    useAuthStore.setState({ token: 'stored-token', user: makeUser(), isAuthenticated: true });
    const { requests } = mockFetch({ [ME]: jsonResponse(200, { user: makeUser({ firstName: 'Fresh' }) }) });

    beginStartupSessionCheck();
    beginStartupSessionCheck();
    expect(requests).toHaveLength(1);
    await expect(takeStartupSessionCheck()).resolves.toBe(true);
    expect(requests).toHaveLength(1);
    expect(useAuthStore.getState().user?.firstName).toBe('Fresh');
  });

  it('does not ask without a stored session', () => {
    const { requests } = mockFetch({ [ME]: jsonResponse(200, { user: makeUser() }) });
    beginStartupSessionCheck();
    expect(requests).toHaveLength(0);
  });

  it('checks afresh when nothing was begun, and a refused session signs out', async () => {
    useAuthStore.setState({ token: 'revoked-token', user: makeUser(), isAuthenticated: true });
    const { requests } = mockFetch({ [ME]: errorResponse(401, 'UNAUTHORIZED', 'Session ended.') });
    await expect(takeStartupSessionCheck()).resolves.toBe(false);
    expect(requests).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });
});
