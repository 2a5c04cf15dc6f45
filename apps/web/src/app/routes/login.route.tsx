import { PRODUCT_NAME } from '@northstar/shared/brand';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { signInGreeting } from '../../features/auth/api/sign-in-greeting.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { AuthLayout } from '../layouts/auth-layout.tsx';

export default function LoginRoute() {
  const navigate = useNavigate();
  const onSuccess = () => {
    const { user, signedInBefore } = useAuthStore.getState();
    toast.success(signInGreeting(user?.firstName, signedInBefore));
    navigate('/dashboard', { replace: true });
  };
  return (
    <AuthLayout title="Sign in" subtitle={`Access your ${PRODUCT_NAME} account`}>
      <title>{`Sign in - ${PRODUCT_NAME}`}</title>
      <LoginForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
