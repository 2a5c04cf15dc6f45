import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema } from '@northstar/shared/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@northstar/shared/constants';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { settingsErrorMessage, useChangePassword, useRevokeAllSessions } from '../api/settings.api.ts';

const passwordFormSchema = changePasswordRequestSchema
  .extend({
    currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const SIGNED_OUT_MESSAGES = {
  passwordChanged: 'Your password was changed. Please sign in with your new password.',
  allSessions: 'You have been signed out of all sessions. Please sign in again.',
} as const;

interface SecurityTabProps {
  userId: string;
  /** The server ended every session, this one included: sign out here and explain why. */
  onSignedOut: (message: string) => void;
}

export function SecurityTab({ userId, onSignedOut }: SecurityTabProps) {
  const changePassword = useChangePassword(userId);
  const revokeAll = useRevokeAllSessions(userId);
  const [error, setError] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const form = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      onSignedOut(SIGNED_OUT_MESSAGES.passwordChanged);
    } catch (failure) {
      setError(settingsErrorMessage(failure, 'Your password could not be changed. Please try again.'));
    }
  });

  const onRevokeAll = async () => {
    setError(null);
    try {
      await revokeAll.mutateAsync();
      setConfirmRevoke(false);
      onSignedOut(SIGNED_OUT_MESSAGES.allSessions);
    } catch (failure) {
      setConfirmRevoke(false);
      setError(settingsErrorMessage(failure, 'Your sessions could not be ended. Please try again.'));
    }
  };

  return (
    <div className="max-w-2xl space-y-8">
      {error ? <Banner tone="error">{error}</Banner> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <h2 className="text-heading">Change password</h2>
          <p className="mt-1 text-sm text-muted">
            Changing your password signs you out everywhere, this browser included.
          </p>
        </div>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          aria-required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          aria-required
          hint={`Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          aria-required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="max-sm:w-full">
            {isSubmitting ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>

      <section className="space-y-3 border-t border-line pt-6">
        <h2 className="text-heading">Sessions</h2>
        <p className="text-sm text-muted">
          Signed in on a shared or lost device? End every session of your account, this one included.
        </p>
        <Button variant="danger" onClick={() => setConfirmRevoke(true)} className="max-sm:w-full">
          <LogOut aria-hidden className="size-4" />
          Sign out of all sessions
        </Button>
      </section>

      <Dialog
        open={confirmRevoke}
        onClose={() => setConfirmRevoke(false)}
        tone="warning"
        title="Sign out of all sessions?"
        description="Every browser and device signed in to your account is signed out, this one included."
      >
        <Button variant="secondary" onClick={() => setConfirmRevoke(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={revokeAll.isPending} onClick={() => void onRevokeAll()}>
          {revokeAll.isPending ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </Dialog>
    </div>
  );
}
