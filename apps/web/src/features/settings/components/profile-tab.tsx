import { zodResolver } from '@hookform/resolvers/zod';
import { type PublicUser, profileSchema } from '@northstar/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { settingsErrorMessage, useUpdateProfile } from '../api/settings.api.ts';
import { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE, languageOptions, timezoneOptions } from '../lib/options.ts';

interface ProfileTabProps {
  user: PublicUser;
  onSaved: (user: PublicUser) => void;
}

const defaultsOf = (user: PublicUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  company: user.company ?? '',
  phone: user.phone ?? '',
  timezone: user.timezone || DEFAULT_TIMEZONE,
  language: user.language || DEFAULT_LANGUAGE,
});

export function ProfileTab({ user, onSaved }: ProfileTabProps) {
  const update = useUpdateProfile(user.id);
  const [error, setError] = useState<string | null>(null);
  const [zones] = useState(() => timezoneOptions(user.timezone));
  const form = useForm({ resolver: zodResolver(profileSchema), defaultValues: defaultsOf(user) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync(values);
      onSaved(saved);
      form.reset(defaultsOf(saved));
      toast.success('Profile saved');
    } catch (failure) {
      setError(settingsErrorMessage(failure, 'Your profile could not be saved. Please try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <div>
        <h2 className="text-heading">Profile</h2>
        <p className="mt-1 text-sm text-muted">Your name and contact details as your team sees them.</p>
      </div>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First name"
          autoComplete="given-name"
          aria-required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          aria-required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <Input
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your sign-in address. Contact support to change it."
          className="sm:col-span-2"
        />
        <Input
          label="Company"
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
        <Input
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Select
          label="Time zone"
          options={zones}
          error={errors.timezone?.message}
          {...form.register('timezone')}
        />
        <Select
          label="Language"
          options={languageOptions(user.language)}
          error={errors.language?.message}
          {...form.register('language')}
        />
      </div>
      <div className="flex justify-end border-t border-line pt-5">
        <Button type="submit" disabled={isSubmitting} className="max-sm:w-full">
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
