import { PRODUCT_NAME } from '@northstar/shared/brand';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Choose a new password" subtitle="Your new password signs you out everywhere else.">
      <title>{`Reset password - ${PRODUCT_NAME}`}</title>
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
