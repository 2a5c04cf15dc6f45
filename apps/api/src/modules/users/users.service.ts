import { AppError } from '@northstar/server/app-error';
import type { Preferences, profileSchema } from '@northstar/shared/auth';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { createAttemptThrottle } from '../../lib/attempt-throttle.ts';
import { deepMerge } from '../../lib/deep-merge.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from './user-sessions.repository.ts';
import { findUserById, findUserByIdForUpdate, updateUser } from './users.repository.ts';

type ProfileInput = z.infer<typeof profileSchema>;

const isValidTimezone = (timezone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
};

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(ctx: ServiceContext) {
  const { db } = ctx;
  const passwordThrottle = createAttemptThrottle(
    ctx.counters,
    ctx.config.rateLimits.login,
    'Too many attempts. Please wait a moment and try again.',
  );

  /** Users act on themselves; admins on anyone (404 when that someone does not exist). */
  async function targetOf(actor: UserRow, id: string): Promise<UserRow> {
    if (actor.id === id) return actor;
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'You can only change your own account.');
    const target = await findUserById(db, id);
    if (!target) throw new AppError('NOT_FOUND', 'User not found.');
    return target;
  }

  return {
    async updatePreferences(
      actor: UserRow,
      id: string,
      patch: Preferences,
    ): Promise<Record<string, unknown>> {
      const target = await targetOf(actor, id);
      // Lock the row so two tabs saving at once both land in the merge.
      return db.transaction(async (tx) => {
        const current = await findUserByIdForUpdate(tx, target.id);
        if (!current) throw new AppError('NOT_FOUND', 'User not found.');
        const preferences = deepMerge(current.preferences, patch as Record<string, unknown>);
        const updated = await updateUser(tx, target.id, { preferences });
        return updated?.preferences ?? preferences;
      });
    },

    async updateProfile(actor: UserRow, id: string, profile: ProfileInput): Promise<UserRow> {
      const target = await targetOf(actor, id);
      if (profile.timezone !== undefined && !isValidTimezone(profile.timezone)) {
        throw new AppError('VALIDATION_ERROR', 'timezone: Choose a valid time zone, e.g. Europe/Berlin.');
      }
      const updated = await updateUser(db, target.id, {
        firstName: profile.firstName,
        lastName: profile.lastName,
        company: profile.company || null,
        phone: profile.phone || null,
        ...(profile.timezone ? { timezone: profile.timezone } : {}),
        ...(profile.language ? { language: profile.language } : {}),
      });
      if (!updated) throw new AppError('NOT_FOUND', 'User not found.');
      return updated;
    },

    async changePassword(actor: UserRow, id: string, currentPassword: string, newPassword: string) {
      const target = await targetOf(actor, id);
      // The current password guards even an admin's change; admins reset others via forgot-password.
      const throttleKey = `password:${target.id}`;
      await passwordThrottle.register(throttleKey);
      if (!(await verifyPassword(target.passwordHash, currentPassword))) {
        throw new AppError('BAD_REQUEST', 'Your current password is incorrect.');
      }
      await passwordThrottle.clear(throttleKey);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, target.id, { passwordHash });
        // Every session ends, this one included: the client signs in again with the new password.
        await revokeUserSessions(tx, target.id);
      });
    },

    async revokeAllSessions(actor: UserRow, id: string): Promise<void> {
      const target = await targetOf(actor, id);
      await revokeUserSessions(db, target.id);
    },
  };
}
