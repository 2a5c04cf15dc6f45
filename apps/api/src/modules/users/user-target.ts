import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import type { UserRow } from '../../db/schema.ts';
import { findUserById } from './users.repository.ts';

/** The account a `/users/:id/...` request acts on: users act on themselves, admins on anyone. */
export async function resolveUserTarget(db: Db, actor: UserRow, id: string): Promise<UserRow> {
  if (actor.id === id) return actor;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'You can only change your own account.');
  const target = await findUserById(db, id);
  if (!target) throw new AppError('NOT_FOUND', 'User not found.');
  return target;
}
