import type { AdminUser } from '@northstar/shared/admin';
import {
  type PendingUser,
  type Preferences,
  type PublicUser,
  preferencesSchema,
} from '@northstar/shared/auth';
import type { UserRow } from '../../db/schema.ts';
import type { UserWithApprover } from './users.repository.ts';

// Stored preferences only ever came through the schema; anything it no longer knows is not sent.
export function storedPreferences(value: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const known = preferencesSchema.shape;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (key in known && known[key as keyof typeof known].safeParse(item).success) kept[key] = item;
  }
  return kept as Preferences;
}

export const toPublicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  phone: row.phone,
  role: row.role,
  status: row.status,
  timezone: row.timezone,
  language: row.language,
  preferences: storedPreferences(row.preferences),
  createdAt: row.createdAt.toISOString(),
});

export const toPendingUser = (row: UserRow): PendingUser => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  company: row.company,
  createdAt: row.createdAt.toISOString(),
});

export const toAdminUser = ({ user, approver }: UserWithApprover): AdminUser => ({
  ...toPublicUser(user),
  approvedBy: approver
    ? { id: approver.id, name: `${approver.firstName} ${approver.lastName}`.trim() }
    : null,
  approvedAt: user.approvedAt?.toISOString() ?? null,
  rejectionReason: user.rejectionReason,
  updatedAt: user.updatedAt.toISOString(),
});
