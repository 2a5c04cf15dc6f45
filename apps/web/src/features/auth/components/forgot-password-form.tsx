import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LogoMark } from '../../../components/ui/wordmark.tsx';
import { useAuthStore } from '../stores/auth.store.ts';

/** Step 1 asks for the address; step 2 confirms it was sent. The error shown is the session's. */
export function ForgotPasswordForm() {
  const forgotPassword = useAuthStore((state) => state.forgotPassword);
  const isLoading = useAuthStore((state) => state.isLoading);
  const error = useAuthStore((state) => state.error);
  const clearError = useAuthStore((state) => state.clearError);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => clearError(), [clearError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || isLoading) return;
    if (await forgotPassword(address)) setSentTo(address);
  };

  if (sentTo !== null) {
    return (
      <div className="space-y-6 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300">
          <MailCheck aria-hidden className="size-6" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">Check your email</h1>
          <p className="text-sm text-muted">
            If an account exists for <strong className="break-all font-semibold text-fg">{sentTo}</strong>, we
            sent a link to reset its password. The link works once and expires in 30 minutes.
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            Back to Sign In
          </Link>
          <Button variant="ghost" size="lg" className="w-full" onClick={() => setSentTo(null)}>
            Try different email
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <LogoMark className="size-10" />
        <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="text-sm text-muted">
          Enter the email you registered with and we'll send you a reset link.
        </p>
      </div>
      <form onSubmit={onSubmit} className="space-y-5">
        {error ? <Banner tone="error">{error}</Banner> : null}
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isLoading || !email.trim()}>
          {isLoading ? 'Sending...' : 'Send reset link'}
        </Button>
        <p className="text-center text-sm text-muted">
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-link hover:underline">
            Sign in
          </Link>
        </p>
      </form>
    </div>
  );
}
