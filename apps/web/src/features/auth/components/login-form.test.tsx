import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, loginBody, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { useAuthStore } from '../stores/auth.store.ts';
import { LoginForm } from './login-form.tsx';

const LOGIN = 'POST /api/v1/auth/login';

beforeEach(() => {
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ error: null, isLoading: false });
});

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: /Sign in|Signing in/ }));
}

describe('LoginForm', () => {
  it('has required email and password fields, remember me ticked, and the auth links', () => {
    renderAt(<LoginForm onSuccess={() => {}} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('signs in with remember me and reports success', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = mockFetch({
      [LOGIN]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={onSuccess} />);
    await signIn(user);

    const button = screen.getByRole('button', { name: /Signing in/ });
    expect(button).toBeDisabled();
    release(jsonResponse(200, loginBody()));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests[0]?.body).toMatchObject({ email: 'ada@example.com', rememberMe: true });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('sends rememberMe false when unticked', async () => {
    const { requests } = mockFetch({ [LOGIN]: jsonResponse(200, loginBody()) });
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ rememberMe: false });
  });

  it('shows a failure in a red alert and stays put', async () => {
    mockFetch({ [LOGIN]: errorResponse(403, 'ACCOUNT_DISABLED', 'Your account has been disabled.') });
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={onSuccess} />);
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account has been disabled.');
    expect(alert).toHaveClass('bg-red-50');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('tells a pending account it awaits approval in an informational notice, not an error', async () => {
    const pending = 'Your account is pending approval. You will receive an email once it is approved.';
    mockFetch({ [LOGIN]: errorResponse(403, 'ACCOUNT_PENDING', pending) });
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={onSuccess} />);
    await signIn(user);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(pending);
    expect(notice).toHaveClass('bg-brand-50');
    expect(notice).not.toHaveClass('bg-red-50');
    // The info icon (lucide's "info"), not the alert's circle.
    expect(notice.querySelector('svg.lucide-info')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useAuthStore.getState().error).toBeNull();
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
