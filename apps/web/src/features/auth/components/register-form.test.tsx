import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { useAuthStore } from '../stores/auth.store.ts';
import { RegisterForm, TERMS_HINT } from './register-form.tsx';

const REGISTER = 'POST /api/v1/auth/register';
const PASSWORD = 'a sturdy passphrase';

beforeEach(() => {
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ error: null, isLoading: false });
});

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm = PASSWORD) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'Grace@Example.com');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

const submitButton = () => screen.getByRole('button', { name: /Create account|Creating account/ });

describe('RegisterForm', () => {
  it('keeps "Create account" disabled until the terms are accepted', async () => {
    const user = userEvent.setup();
    renderAt(<RegisterForm />);
    expect(submitButton()).toBeDisabled();
    // The disabled button says why, to screen readers (its description) and on screen.
    expect(submitButton()).toHaveAccessibleDescription(TERMS_HINT);
    expect(screen.getByText(TERMS_HINT)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(TERMS_HINT)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the terms dialog when the form is submitted without accepting them', async () => {
    const { requests } = mockFetch({});
    const user = userEvent.setup();
    renderAt(<RegisterForm />);
    await fillForm(user);
    const form = submitButton().closest('form');
    if (!form) throw new Error('form not found');
    fireEvent.submit(form);

    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions Required' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please agree to the terms and conditions to proceed.');
    expect(requests).toHaveLength(0);
  });

  it('shows the mismatch dialog when the passwords differ and sends nothing', async () => {
    const { requests } = mockFetch({});
    const user = userEvent.setup();
    renderAt(<RegisterForm />);
    await fillForm(user, 'a different passphrase');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Password Mismatch' });
    expect(dialog).toHaveTextContent('Please ensure both password fields are identical.');
    expect(requests).toHaveLength(0);
  });

  it('shows field errors inline, linked to their inputs, and the password rule as a hint', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt(<RegisterForm />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Password must be at least 12 characters/);
    expect(password).toHaveAccessibleDescription(/Use 12 to 128 characters/);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
  });

  it('submits the registration and shows the review dialog; "Register Another" clears the form', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = mockFetch({
      [REGISTER]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderAt(<RegisterForm />);
    await fillForm(user);
    await user.type(screen.getByLabelText('Company'), 'Navy');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent('Creating account...'));
    expect(submitButton()).toBeDisabled();
    release(jsonResponse(201, { requiresApproval: true, message: 'Under review' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registration Submitted Successfully' });
    expect(dialog).toHaveTextContent(
      'Your request is now under review. You will receive an email notification once our team has completed the approval process.',
    );
    expect(requests[0]?.body).toEqual({
      email: 'grace@example.com',
      password: PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy',
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Register Another' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('"Go to Login" opens the sign-in page', async () => {
    mockFetch({ [REGISTER]: jsonResponse(201, { requiresApproval: true, message: 'ok' }) });
    const user = userEvent.setup();
    renderAt(<RegisterForm />, { path: '/register' });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Go to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the failure dialog with the mapped error and closes it', async () => {
    mockFetch({ [REGISTER]: errorResponse(409, 'EMAIL_TAKEN', 'Email taken') });
    const user = userEvent.setup();
    renderAt(<RegisterForm />);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(dialog).toHaveTextContent('An account with this email already exists.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
  });

  it('shows and hides each password', async () => {
    const user = userEvent.setup();
    renderAt(<RegisterForm />);
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide confirm password' }));
    expect(confirm).toHaveAttribute('type', 'password');
  });
});
