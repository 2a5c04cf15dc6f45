import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { useAuthStore } from '../stores/auth.store.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

const RESET = 'POST /api/v1/auth/reset-password';
const NEW_PASSWORD = 'brand new passphrase';

beforeEach(() => useAuthStore.setState({ error: null, isLoading: false }));

async function submit(user: ReturnType<typeof userEvent.setup>, confirm = NEW_PASSWORD) {
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordForm', () => {
  it('treats a missing token as an invalid link', () => {
    renderAt(<ResetPasswordForm token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('resets the password and offers sign-in', async () => {
    const { requests } = mockFetch({ [RESET]: jsonResponse(204) });
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm token="tok-1" />);
    await submit(user);
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(requests[0]?.body).toEqual({ token: 'tok-1', password: NEW_PASSWORD });
  });

  it('shows the server message for an expired token, with a way to request a new link', async () => {
    mockFetch({
      [RESET]: errorResponse(400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired.'),
    });
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm token="old" />);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request another reset email' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('refuses passwords that do not match, without calling the server', async () => {
    const { requests } = mockFetch({});
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm token="tok" />);
    await submit(user, 'something else entirely');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
