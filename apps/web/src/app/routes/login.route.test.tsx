import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { jsonResponse, loginBody, mockFetch } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render.tsx';
import LoginRoute from './login.route.tsx';

const LOGIN = 'POST /api/v1/auth/login';

beforeEach(() => useAuthStore.getState().clearSession());
afterEach(() => toast.remove());

async function signInWith(previousSignInAt: string | null) {
  mockFetch({ [LOGIN]: jsonResponse(200, { ...loginBody(), previousSignInAt }) });
  const user = userEvent.setup();
  const { router } = renderAt(<LoginRoute />, { path: '/login' });
  // Outside the routes, like the app's: the toast outlives the page that raised it.
  render(<Toaster />);
  // The page itself greets nobody: it cannot know yet who is signing in.
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return router;
}

describe('login route', () => {
  it('welcomes back a user who has signed in before', async () => {
    const router = await signInWith('2026-01-02T03:04:05.000Z');
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('welcomes a first sign-in without "back"', async () => {
    await signInWith(null);
    expect(await screen.findByText('Welcome to Northstar, Ada')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
