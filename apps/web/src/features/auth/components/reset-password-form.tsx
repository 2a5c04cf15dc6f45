import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@northstar/shared/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@northstar/shared/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { AUTH_MESSAGES } from '../api/auth-error-messages.ts';
import { useAuthStore } from '../stores/auth.store.ts';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <Banner tone="error">{message}</Banner>
      <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
        Request a new reset link
      </Link>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const resetPassword = useAuthStore((state) => state.resetPassword);
  const isLoading = useAuthStore((state) => state.isLoading);
  const error = useAuthStore((state) => state.error);
  const clearError = useAuthStore((state) => state.clearError);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => clearError(), [clearError]);

  if (!token) return <InvalidLink message={AUTH_MESSAGES.resetInvalid} />;

  if (done) {
    return (
      <div className="space-y-5">
        <Banner tone="success">Your password has been reset. Sign in with your new password.</Banner>
        <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (await resetPassword(token, password)) setDone(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error ? (
        <div className="space-y-2">
          <Banner tone="error">{error}</Banner>
          <p className="text-sm text-muted">
            Need a new link?{' '}
            <Link to="/forgot-password" className="font-semibold text-link hover:underline">
              Request another reset email
            </Link>
          </p>
        </div>
      ) : null}
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        aria-required
        hint={`Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        aria-required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  );
}
