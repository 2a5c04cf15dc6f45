import { HUB_MODULE_ID, HUB_PATH, PRODUCT_NAME } from '../brand/brand.ts';

export interface SubModule {
  id: string;
  label: string;
  path: string;
}

export interface DashboardModule extends SubModule {
  /** Placeholder modules render "<label> - Coming Soon". */
  placeholder: boolean;
  submodules?: readonly SubModule[];
}

const mod = (id: string, label: string, placeholder = true, path = `/dashboard/${id}`): DashboardModule => ({
  id,
  label,
  path,
  placeholder,
});

export const CAMPAIGN_BUILDER_SUBMODULES: readonly SubModule[] = [
  {
    id: 'campaign-builder-universal',
    label: 'Universal Channels',
    path: '/dashboard/campaign-builder/universal',
  },
  {
    id: 'campaign-builder-regulated',
    label: 'Regulated Channels',
    path: '/dashboard/campaign-builder/regulated',
  },
];

/** The sixteen sidebar modules in their default order (docs/product.md#dashboard). */
export const DASHBOARD_MODULES: readonly DashboardModule[] = [
  mod('analytics', 'Analytics', false),
  mod(HUB_MODULE_ID, PRODUCT_NAME, false, HUB_PATH),
  mod('campaigns', 'Campaigns', false),
  { ...mod('campaign-builder', 'Campaign Builder', false), submodules: CAMPAIGN_BUILDER_SUBMODULES },
  mod('audiences', 'Audiences'),
  mod('creative-studio', 'Creative Studio'),
  mod('content-intelligence', 'Content Intelligence'),
  mod('bid-management', 'Bid Management'),
  mod('ab-testing', 'A/B Testing'),
  mod('monitoring', 'Monitoring'),
  mod('business-intelligence', 'Business Intelligence'),
  mod('compliance', 'Compliance'),
  mod('media-marketplace', 'Media Marketplace'),
  mod('billing', 'Billing'),
  mod('support', 'Support'),
  mod('settings', 'Settings', false),
];

export const DEFAULT_MODULE_ORDER: readonly string[] = DASHBOARD_MODULES.map((m) => m.id);

export const ADMIN_TOOLS_LABEL = 'Admin Tools';
export const ADMIN_TOOLS: readonly SubModule[] = [
  { id: 'admin', label: 'Admin Dashboard', path: '/dashboard/admin' },
  { id: 'admin-users', label: 'User Management', path: '/dashboard/admin/users' },
];

export const placeholderModules: readonly DashboardModule[] = DASHBOARD_MODULES.filter((m) => m.placeholder);

export const comingSoonTitle = (module: Pick<SubModule, 'label'>) => `${module.label} - Coming Soon`;

export const findModule = (id: string): DashboardModule | undefined =>
  DASHBOARD_MODULES.find((m) => m.id === id);

// Sidebar interaction constants (docs/product.md#dashboard).
export const DRAG_START_DISTANCE_PX = 8;
export const KEYBOARD_DRAG_STEP_PX = 25;
export const SIDEBAR_WIDTH_PX = 256;
export const CONTENT_OFFSET_PX = 272;

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Whether a sidebar entry is highlighted; analytics is also active at /dashboard itself. */
export function isModuleActive(module: SubModule, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (module.id === 'analytics' && path === '/dashboard') return true;
  return isUnder(path, module.path);
}

/** A module with submodules starts expanded when the current path is under it. */
export const isModuleExpanded = (module: DashboardModule, pathname: string): boolean =>
  Boolean(module.submodules?.length) && isModuleActive(module, pathname);

/**
 * A complete, valid order from a saved preference: unknown and duplicate ids are dropped and modules
 * missing from the saved list (e.g. added in a later release) are appended in default order.
 */
export function normalizeModuleOrder(saved: readonly string[] | undefined | null): string[] {
  const known = new Set(DEFAULT_MODULE_ORDER);
  const order: string[] = [];
  for (const id of Array.isArray(saved) ? saved : []) {
    if (typeof id === 'string' && known.has(id) && !order.includes(id)) order.push(id);
  }
  for (const id of DEFAULT_MODULE_ORDER) if (!order.includes(id)) order.push(id);
  return order;
}

/** Modules in the given (normalised) order. */
export const orderedModules = (saved: readonly string[] | undefined | null): DashboardModule[] =>
  normalizeModuleOrder(saved).flatMap((id) => findModule(id) ?? []);

/** Moves one entry; out-of-range indexes leave the order unchanged. Never mutates its input. */
export function moveModule<T>(order: readonly T[], fromIndex: number, toIndex: number): T[] {
  const next = [...order];
  const valid = (i: number) => Number.isInteger(i) && i >= 0 && i < order.length;
  if (!valid(fromIndex) || !valid(toIndex) || fromIndex === toIndex) return next;
  const [item] = next.splice(fromIndex, 1) as [T];
  next.splice(toIndex, 0, item);
  return next;
}
