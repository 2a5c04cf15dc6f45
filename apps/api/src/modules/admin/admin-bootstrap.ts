import { randomBytes } from 'node:crypto';
import { type Db, pgErrorCode, UNIQUE_VIOLATION } from '@northstar/server/database';
import type { UserRow } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../users/user-sessions.repository.ts';
import { findAnyUserWithRole, findUserByEmail, insertUser, updateUser } from '../users/users.repository.ts';

export interface AdminBootstrapResult {
  user: UserRow;
  action: 'existing' | 'created' | 'promoted';
  /** Set only when we generated the password: it must be shown once, then it is gone. */
  generatedPassword?: string;
}

export const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * Makes `email` an approved admin: creates it (with `password`, or a generated one) or promotes and
 * approves an existing account, setting its password only when one is given.
 */
export async function upsertAdmin(
  db: Db,
  options: { email: string; password?: string | undefined },
): Promise<AdminBootstrapResult> {
  const email = options.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const passwordHash = options.password ? await hashPassword(options.password) : undefined;
    const user = await db.transaction(async (tx) => {
      const updated = await updateUser(tx, existing.id, {
        role: 'admin',
        status: 'approved',
        approvedAt: existing.approvedAt ?? new Date(),
        rejectionReason: null,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (passwordHash) await revokeUserSessions(tx, existing.id);
      return updated ?? existing;
    });
    const already = existing.role === 'admin' && existing.status === 'approved';
    return { user, action: already ? 'existing' : 'promoted' };
  }
  const generatedPassword = options.password ? undefined : generatePassword();
  const password = options.password ?? generatedPassword ?? '';
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Admin',
    lastName: 'User',
    role: 'admin',
    status: 'approved',
    approvedAt: new Date(),
  });
  return { user, action: 'created', ...(generatedPassword ? { generatedPassword } : {}) };
}

/** At start: only when no admin exists at all. */
export async function ensureAdmin(
  db: Db,
  options: { email: string; password?: string | undefined },
): Promise<AdminBootstrapResult | undefined> {
  if (await findAnyUserWithRole(db, 'admin')) return undefined;
  try {
    return await upsertAdmin(db, options);
  } catch (error) {
    // Several instances starting on one PostgreSQL: another one created the admin first.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return undefined;
    throw error;
  }
}
