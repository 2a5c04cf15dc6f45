import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useAuthStore } from '../stores/auth.store.ts';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useAuthStore((state) => state.login);
  const isLoading = useAuthStore((state) => state.isLoading);
  const error = useAuthStore((state) => state.error);
  const notice = useAuthStore((state) => state.loginNotice);
  const clearError = useAuthStore((state) => state.clearError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);

  // An error from another screen (e.g. registration) must not show up here.
  useEffect(() => clearError(), [clearError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (await login(email.trim(), password, rememberMe)) onSuccess();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      {error ? <Banner tone="error">{error}</Banner> : null}
      {notice ? <Banner tone="info">{notice}</Banner> : null}
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="you@company.com"
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        labelAside={
          <Link to="/forgot-password" className="text-sm font-medium text-link hover:underline">
            Forgot password?
          </Link>
        }
      />
      <Checkbox
        label="Remember me"
        name="rememberMe"
        checked={rememberMe}
        onChange={(event) => setRememberMe(event.target.checked)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted">
        New to the platform?{' '}
        <Link to="/register" className="font-semibold text-link hover:underline">
          Register
        </Link>
      </p>
    </form>
  );
}
