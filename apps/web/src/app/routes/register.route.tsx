import { PRODUCT_NAME } from '@northstar/shared/brand';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';

export default function RegisterRoute() {
  return (
    <AuthLayout
      width="md"
      title="Create your account"
      subtitle="Tell us about you. Our team reviews every registration before the first sign-in."
    >
      <title>{`Register - ${PRODUCT_NAME}`}</title>
      <RegisterForm />
    </AuthLayout>
  );
}
