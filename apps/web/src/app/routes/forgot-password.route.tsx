import { PRODUCT_NAME } from '@northstar/shared/brand';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout>
      <title>{`Forgot password - ${PRODUCT_NAME}`}</title>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
