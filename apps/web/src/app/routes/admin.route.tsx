import { PRODUCT_NAME } from '@northstar/shared/brand';
import { AdminPanel } from '../../features/admin/components/admin-panel.tsx';

export default function AdminRoute() {
  return (
    <>
      <title>{`Admin Panel - ${PRODUCT_NAME}`}</title>
      <AdminPanel />
    </>
  );
}
