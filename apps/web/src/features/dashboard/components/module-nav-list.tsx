import type { DashboardModule } from '@northstar/shared/modules';
import { useLocation } from 'react-router';
import { ModuleNavItem } from './module-nav-item.tsx';

/**
 * The sidebar's modules as plain links: what shows while the drag-and-drop code (sortable-module-list.tsx,
 * loaded on demand) is on its way, so no dashboard page waits for it.
 */
export function ModuleNavList({ modules }: { modules: DashboardModule[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-0.5">
      {modules.map((module) => (
        <ModuleNavItem key={module.id} module={module} pathname={pathname} />
      ))}
    </ul>
  );
}
