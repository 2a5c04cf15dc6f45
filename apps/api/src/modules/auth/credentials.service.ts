import { AppError } from '@northstar/server/app-error';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { createAttemptThrottle } from '../../lib/attempt-throttle.ts';
import { assertStrongPassword, passwordHints } from '../../lib/password-strength.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../users/user-sessions.repository.ts';
import { resolveUserTarget } from '../users/user-target.ts';
import { updateUser } from '../users/users.repository.ts';

/** What a user's passwords and sessions are, the auth module's: a password change, ending sessions. */
export type CredentialsService = ReturnType<typeof createCredentialsService>;

export function createCredentialsService(ctx: ServiceContext) {
  const { db } = ctx;
  const passwordThrottle = createAttemptThrottle(
    ctx.counters,
    ctx.config.rateLimits.login,
    'Too many attempts. Please wait a moment and try again.',
  );

  return {
    async changePassword(actor: UserRow, id: string, currentPassword: string, newPassword: string) {
      const target = await resolveUserTarget(db, actor, id);
      // The current password guards even an admin's change; admins reset others via forgot-password.
      const throttleKey = `password:${target.id}`;
      await passwordThrottle.register(throttleKey);
      if (!(await verifyPassword(target.passwordHash, currentPassword))) {
        throw new AppError('BAD_REQUEST', 'Your current password is incorrect.');
      }
      await passwordThrottle.clear(throttleKey);
      assertStrongPassword(newPassword, passwordHints(target));
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, target.id, { passwordHash });
        // Every session ends, this one included: the client signs in again with the new password.
        await revokeUserSessions(tx, target.id);
      });
    },

    async revokeAllSessions(actor: UserRow, id: string): Promise<void> {
      const target = await resolveUserTarget(db, actor, id);
      await revokeUserSessions(db, target.id);
    },
  };
}
