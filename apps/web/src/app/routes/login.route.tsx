import { PRODUCT_NAME } from '@northstar/shared/brand';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { AuthLayout } from '../layouts/auth-layout.tsx';

export default function LoginRoute() {
  const navigate = useNavigate();
  const onSuccess = () => {
    const name = useAuthStore.getState().user?.firstName;
    toast.success(name ? `Welcome back, ${name}` : 'Signed in');
    navigate('/dashboard', { replace: true });
  };
  return (
    <AuthLayout title="Welcome back" subtitle={`Sign in to your ${PRODUCT_NAME} account`}>
      <title>{`Sign in - ${PRODUCT_NAME}`}</title>
      <LoginForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
