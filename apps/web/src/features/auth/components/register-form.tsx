import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '@northstar/shared/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@northstar/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useAuthStore } from '../stores/auth.store.ts';
import { type RegisterDialogState, RegisterDialogs } from './register-dialogs.tsx';

// The shared request rules, plus the form-only fields. Mismatch and terms are reported in dialogs.
const registerFormSchema = registerRequestSchema.extend({
  company: z.string().trim().max(200),
  phone: z.string().trim().max(40),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
  terms: z.boolean(),
});
type RegisterFormInput = z.input<typeof registerFormSchema>;

const emptyForm: RegisterFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

// The shared schema says "Required"; the form names the field so the message stands on its own.
const requiredAs = (label: string, message: string | undefined) =>
  message === 'Required' ? `${label} is required` : message;

export const TERMS_HINT = 'Agree to the Terms of Service and Privacy Policy to create your account.';

const optionalAside = <span className="text-xs text-muted">Optional</span>;
const linkClass = 'font-medium text-link underline underline-offset-2';

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useAuthStore((state) => state.register);
  const isLoading = useAuthStore((state) => state.isLoading);
  const [dialog, setDialog] = useState<RegisterDialogState>({ kind: 'none' });
  const form = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const termsAccepted = form.watch('terms');
  const termsHintId = useId();

  const onValid = form.handleSubmit(async (values) => {
    if (values.password !== values.confirmPassword) {
      setDialog({ kind: 'mismatch' });
      return;
    }
    const outcome = await register({
      email: values.email,
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      company: values.company || undefined,
      phone: values.phone || undefined,
    });
    if (outcome.status === 'failed') setDialog({ kind: 'failure', message: outcome.error });
    else if (outcome.status === 'signed-in') navigate('/dashboard', { replace: true });
    else setDialog({ kind: 'success' });
  });

  // Terms come first: submission can still be triggered with the button disabled (Enter, scripts).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.getValues('terms')) {
      event.preventDefault();
      setDialog({ kind: 'terms' });
      return;
    }
    void onValid(event);
  };

  const registerAnother = () => {
    form.reset(emptyForm);
    setDialog({ kind: 'none' });
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="given-name"
            aria-required
            error={requiredAs('First name', errors.firstName?.message)}
            {...form.register('firstName')}
          />
          <Input
            label="Last name"
            autoComplete="family-name"
            aria-required
            error={requiredAs('Last name', errors.lastName?.message)}
            {...form.register('lastName')}
          />
        </div>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          aria-required
          placeholder="you@company.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Company"
            autoComplete="organization"
            labelAside={optionalAside}
            error={errors.company?.message}
            {...form.register('company')}
          />
          <Input
            label="Phone"
            type="tel"
            autoComplete="tel"
            labelAside={optionalAside}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </div>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          aria-required
          hint={`Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A passphrase of a few words works well.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          aria-required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Checkbox
          {...form.register('terms')}
          label={
            <>
              I agree to the{' '}
              <Link to="/terms" target="_blank" className={linkClass}>
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" target="_blank" className={linkClass}>
                Privacy Policy
              </Link>
            </>
          }
        />
        <div className="space-y-2">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!termsAccepted || isLoading}
            aria-describedby={termsAccepted ? undefined : termsHintId}
          >
            {isLoading ? 'Creating account...' : 'Create account'}
          </Button>
          {/* A disabled button says why it is disabled, on screen and to screen readers. */}
          {termsAccepted ? null : (
            <p id={termsHintId} className="text-center text-sm text-muted">
              {TERMS_HINT}
            </p>
          )}
        </div>
        <p className="text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-link hover:underline">
            Sign in
          </Link>
        </p>
      </form>
      <RegisterDialogs
        state={dialog}
        onClose={() => setDialog({ kind: 'none' })}
        onGoToLogin={() => navigate('/login')}
        onRegisterAnother={registerAnother}
      />
    </>
  );
}
