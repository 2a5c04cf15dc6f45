import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { SecurityTab, SIGNED_OUT_MESSAGES } from './security-tab.tsx';

const PASSWORD = 'POST /api/v1/users/user-1/password';
const REVOKE = 'POST /api/v1/users/user-1/sessions/revoke-all';

beforeEach(() => configureApiClient({ getToken: () => 'token-abc', onUnauthorized: () => {} }));

async function fillPasswords(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('settings: security', () => {
  it('changes the password, then signs the user out with an explanation', async () => {
    const onSignedOut = vi.fn();
    const { calls } = mockFetch({ [PASSWORD]: jsonResponse(204) });
    renderAt(<SecurityTab userId="user-1" onSignedOut={onSignedOut} />);
    await fillPasswords('old password 123', 'a brand new password');
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith(SIGNED_OUT_MESSAGES.passwordChanged));
    expect(calls(PASSWORD)[0]?.body).toEqual({
      currentPassword: 'old password 123',
      newPassword: 'a brand new password',
    });
  });

  it('checks the new password locally and shows the server refusal', async () => {
    const onSignedOut = vi.fn();
    const { calls } = mockFetch({
      [PASSWORD]: errorResponse(400, 'BAD_REQUEST', 'Your current password is incorrect.'),
    });
    renderAt(<SecurityTab userId="user-1" onSignedOut={onSignedOut} />);
    await fillPasswords('old password 123', 'short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/at least 12 characters/);
    expect(calls(PASSWORD)).toHaveLength(0);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signs out of all sessions after confirming', async () => {
    const user = userEvent.setup();
    const onSignedOut = vi.fn();
    const { calls } = mockFetch({ [REVOKE]: jsonResponse(204) });
    renderAt(<SecurityTab userId="user-1" onSignedOut={onSignedOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign out of all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(REVOKE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out of all sessions' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith(SIGNED_OUT_MESSAGES.allSessions));
    expect(calls(REVOKE)).toHaveLength(1);
  });
});
