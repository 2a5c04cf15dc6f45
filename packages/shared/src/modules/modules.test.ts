import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HUB_MODULE_ID, PRODUCT_NAME } from '../brand/brand.ts';
import {
  ADMIN_TOOLS,
  comingSoonTitle,
  DASHBOARD_MODULES,
  DEFAULT_MODULE_ORDER,
  findModule,
  isModuleActive,
  isModuleExpanded,
  moveModule,
  normalizeModuleOrder,
  orderedModules,
  placeholderModules,
} from './modules.ts';

describe('dashboard modules', () => {
  it('lists the sixteen modules in the default order of docs/product.md#dashboard', () => {
    expect(DASHBOARD_MODULES.map((m) => [m.label, m.path])).toEqual([
      ['Analytics', '/dashboard/analytics'],
      [PRODUCT_NAME, '/dashboard/northstar-hub'],
      ['Campaigns', '/dashboard/campaigns'],
      ['Campaign Builder', '/dashboard/campaign-builder'],
      ['Audiences', '/dashboard/audiences'],
      ['Creative Studio', '/dashboard/creative-studio'],
      ['Content Intelligence', '/dashboard/content-intelligence'],
      ['Bid Management', '/dashboard/bid-management'],
      ['A/B Testing', '/dashboard/ab-testing'],
      ['Monitoring', '/dashboard/monitoring'],
      ['Business Intelligence', '/dashboard/business-intelligence'],
      ['Compliance', '/dashboard/compliance'],
      ['Media Marketplace', '/dashboard/media-marketplace'],
      ['Billing', '/dashboard/billing'],
      ['Support', '/dashboard/support'],
      ['Settings', '/dashboard/settings'],
    ]);
    expect(DASHBOARD_MODULES[1]?.id).toBe(HUB_MODULE_ID);
  });

  it('gives Campaign Builder its universal and regulated submodules', () => {
    expect(findModule('campaign-builder')?.submodules?.map((s) => [s.label, s.path])).toEqual([
      ['Universal Channels', '/dashboard/campaign-builder/universal'],
      ['Regulated Channels', '/dashboard/campaign-builder/regulated'],
    ]);
  });

  it('lists the admin tools', () => {
    expect(ADMIN_TOOLS.map((t) => [t.label, t.path])).toEqual([
      ['Admin Dashboard', '/dashboard/admin'],
      ['User Management', '/dashboard/admin/users'],
    ]);
  });

  it('makes every module except analytics, hub, campaigns, builder and settings a placeholder', () => {
    expect(placeholderModules.map((m) => m.id)).toEqual([
      'audiences',
      'creative-studio',
      'content-intelligence',
      'bid-management',
      'ab-testing',
      'monitoring',
      'business-intelligence',
      'compliance',
      'media-marketplace',
      'billing',
      'support',
    ]);
    expect(comingSoonTitle({ label: 'Billing' })).toBe('Billing - Coming Soon');
  });
});

describe('isModuleActive', () => {
  const analytics = findModule('analytics');
  const builder = findModule('campaign-builder');
  it('treats /dashboard as analytics', () => {
    expect(analytics && isModuleActive(analytics, '/dashboard')).toBe(true);
    expect(analytics && isModuleActive(analytics, '/dashboard/')).toBe(true);
  });
  it('matches nested paths but not name prefixes', () => {
    expect(builder && isModuleActive(builder, '/dashboard/campaign-builder/regulated')).toBe(true);
    const campaigns = findModule('campaigns');
    expect(campaigns && isModuleActive(campaigns, '/dashboard/campaigns-archive')).toBe(false);
  });
  it('expands the builder only under its path', () => {
    expect(builder && isModuleExpanded(builder, '/dashboard/campaign-builder/universal')).toBe(true);
    expect(builder && isModuleExpanded(builder, '/dashboard/settings')).toBe(false);
  });
});

describe('normalizeModuleOrder', () => {
  it('returns the default order for no saved preference', () => {
    expect(normalizeModuleOrder(undefined)).toEqual(DEFAULT_MODULE_ORDER);
  });
  it('keeps the saved order, drops unknown and duplicate ids and appends missing modules', () => {
    const result = normalizeModuleOrder(['settings', 'bogus', 'analytics', 'settings']);
    expect(result.slice(0, 2)).toEqual(['settings', 'analytics']);
    expect(result.slice(2)).toEqual(
      DEFAULT_MODULE_ORDER.filter((id) => id !== 'settings' && id !== 'analytics'),
    );
  });
  it('always yields a permutation of all modules', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...DEFAULT_MODULE_ORDER), fc.string())), (saved) => {
        const result = normalizeModuleOrder(saved);
        expect([...result].sort()).toEqual([...DEFAULT_MODULE_ORDER].sort());
      }),
    );
  });
  it('resolves the ordered module objects', () => {
    expect(orderedModules(['support'])[0]?.label).toBe('Support');
  });
});

describe('moveModule', () => {
  it('moves an item forward and backward', () => {
    expect(moveModule(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveModule(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('ignores out-of-range indexes and does not mutate the input', () => {
    const order = ['a', 'b'];
    expect(moveModule(order, 0, 5)).toEqual(['a', 'b']);
    expect(moveModule(order, -1, 0)).toEqual(['a', 'b']);
    moveModule(order, 0, 1);
    expect(order).toEqual(['a', 'b']);
  });
  it('preserves the set of items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), fc.nat(25), fc.nat(25), (items, from, to) => {
        expect([...moveModule(items, from, to)].sort()).toEqual([...items].sort());
      }),
    );
  });
});
