import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type UpdateUserRequest,
} from '@northstar/shared/admin';
import type { PendingUser } from '@northstar/shared/auth';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { approvalMail, rejectionMail } from '../mail/mail.templates.ts';
import { revokeUserSessions } from '../users/user-sessions.repository.ts';
import { toAdminUser, toPendingUser } from '../users/users.mapper.ts';
import {
  findUserById,
  findUserByIdForUpdate,
  findUserWithApprover,
  listPendingUsers,
  lockActiveAdminIds,
  searchUsers,
  type UserPatch,
  updateUser,
  updateUserIfStatus,
} from '../users/users.repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'User not found.');
export const LAST_ADMIN_MESSAGE =
  'This is the last active administrator: make another account an administrator first.';
const isActiveAdmin = (user: UserRow) => user.role === 'admin' && user.status === 'approved';

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(ctx: ServiceContext) {
  const { db, config, mailer } = ctx;

  async function adminView(id: string, from: Db = db): Promise<AdminUser> {
    const row = await findUserWithApprover(from, id);
    if (!row) throw notFound();
    return toAdminUser(row);
  }

  /** 404 for an unknown user, 409 naming the current status for one that is no longer pending. */
  async function notPending(id: string): Promise<AppError> {
    const user = await findUserById(db, id);
    if (!user) return notFound();
    return new AppError('CONFLICT', `This registration is no longer pending (it is ${user.status}).`);
  }

  return {
    async listPending(): Promise<PendingUser[]> {
      return (await listPendingUsers(db)).map(toPendingUser);
    },

    async approve(admin: UserRow, id: string): Promise<AdminUser> {
      // Conditional update: two admins clicking at once approve (and e-mail) only once.
      const user = await mailer.transaction(async (tx, queueMail) => {
        const approved = await updateUserIfStatus(tx, id, 'pending', {
          status: 'approved',
          approvedBy: admin.id,
          approvedAt: new Date(),
          rejectionReason: null,
        });
        if (approved) await queueMail(approvalMail(approved, config.appUrl));
        return approved;
      });
      if (!user) throw await notPending(id);
      return adminView(user.id);
    },

    async reject(admin: UserRow, id: string, reason: string): Promise<AdminUser> {
      const user = await mailer.transaction(async (tx, queueMail) => {
        const rejected = await updateUserIfStatus(tx, id, 'pending', {
          status: 'rejected',
          rejectionReason: reason,
        });
        if (!rejected) return undefined;
        await revokeUserSessions(tx, rejected.id);
        await queueMail(rejectionMail(rejected, reason));
        return rejected;
      });
      if (!user) throw await notPending(id);
      ctx.log.info({ adminId: admin.id, userId: user.id }, 'registration rejected');
      return adminView(user.id);
    },

    async listUsers(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const { rows, total } = await searchUsers(db, {
        query: query.query || undefined,
        status: query.status,
        limit: ADMIN_USERS_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
      });
      return { users: rows.map(toAdminUser), total, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
    },

    async updateUser(admin: UserRow, id: string, change: UpdateUserRequest): Promise<AdminUser> {
      if (id === admin.id && change.status === 'disabled') {
        throw new AppError('CONFLICT', 'You cannot disable your own account.');
      }
      if (id === admin.id && change.role === 'user') {
        throw new AppError('CONFLICT', 'You cannot remove your own administrator role.');
      }
      // Either can leave the team without an active admin (lockActiveAdminIds says how that is prevented).
      const mayRemoveAnAdmin = change.role === 'user' || (change.status ?? 'approved') !== 'approved';
      return mailer.transaction(async (tx, queueMail) => {
        // The admins are locked before the target, in one order, so two such changes queue, never deadlock.
        const activeAdmins = mayRemoveAnAdmin ? await lockActiveAdminIds(tx) : [];
        const before = await findUserByIdForUpdate(tx, id);
        if (!before) throw notFound();
        const patch: UserPatch = {};
        if (change.role) patch.role = change.role;
        if (change.status && change.status !== before.status) {
          patch.status = change.status;
          if (change.status === 'approved' && before.status !== 'disabled') {
            patch.approvedBy = admin.id;
            patch.approvedAt = new Date();
            patch.rejectionReason = null;
          }
        }
        const after = Object.keys(patch).length > 0 ? await updateUser(tx, id, patch) : before;
        if (!after) throw notFound();
        if (isActiveAdmin(before) && !isActiveAdmin(after) && !activeAdmins.some((other) => other !== id)) {
          throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
        }
        // Disabling ends sessions at once; so does losing admin rights (tokens carry the role claim).
        const demoted = before.role === 'admin' && after.role !== 'admin';
        if (after.status === 'disabled' || demoted) await revokeUserSessions(tx, id);
        // Pending or rejected -> approved is an approval, and the user hears about it.
        if (after.status === 'approved' && (before.status === 'pending' || before.status === 'rejected')) {
          await queueMail(approvalMail(after, config.appUrl));
        }
        return adminView(id, tx);
      });
    },
  };
}
