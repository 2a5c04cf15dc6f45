import { PRODUCT_NAME } from '@northstar/shared/brand';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { UserManagement } from '../../features/user-management/components/user-management.tsx';

export default function UserManagementRoute() {
  const currentUserId = useAuthStore((state) => state.user?.id ?? '');
  return (
    <>
      <title>{`User Management - ${PRODUCT_NAME}`}</title>
      <UserManagement currentUserId={currentUserId} />
    </>
  );
}
