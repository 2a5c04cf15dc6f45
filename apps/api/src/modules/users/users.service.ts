import { AppError } from '@northstar/server/app-error';
import type { Preferences, profileSchema } from '@northstar/shared/auth';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { deepMerge } from '../../lib/deep-merge.ts';
import { resolveUserTarget } from './user-target.ts';
import { findUserByIdForUpdate, updateUser } from './users.repository.ts';

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
  const targetOf = (actor: UserRow, id: string) => resolveUserTarget(db, actor, id);

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
  };
}
