import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { useAuthStore } from '../stores/auth.store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const FORGOT = 'POST /api/v1/auth/forgot-password';
const sendButton = () => screen.getByRole('button', { name: /Send reset link|Sending/ });

beforeEach(() => useAuthStore.setState({ error: null, isLoading: false }));

describe('ForgotPasswordForm', () => {
  it('is disabled while the email is empty', async () => {
    const user = userEvent.setup();
    renderAt(<ForgotPasswordForm />);
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(sendButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('moves to "Check your email" with the address, and "Try different email" returns to the form', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = mockFetch({
      [FORGOT]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderAt(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(sendButton());

    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending...'));
    expect(sendButton()).toBeDisabled();
    release(jsonResponse(202, { message: 'If the account exists, an email is on its way.' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    expect(requests[0]?.body).toEqual({ email: 'ada@example.com' });

    await user.click(screen.getByRole('button', { name: 'Try different email' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('stays on the form and shows the error on failure', async () => {
    mockFetch({ [FORGOT]: errorResponse(429, 'RATE_LIMITED', 'Too many requests') });
    const user = userEvent.setup();
    renderAt(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait before requesting another reset.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });
});
