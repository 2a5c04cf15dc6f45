import type { Db } from '@northstar/server/database';
import type { UserRole, UserStatus } from '@northstar/shared/auth';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPerDb } from '../../db/prepared.ts';
import { type NewUserRow, type UserRow, users } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Row-locks the user for a read-modify-write (call inside a transaction). */
export async function findUserByIdForUpdate(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

const userByEmailQuery = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('user_by_email'),
);

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await userByEmailQuery(db).execute({ email });
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'email' | 'createdAt'>>;

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Moves a user between statuses only if it is still in `from` (guards concurrent admin actions). */
export async function updateUserIfStatus(
  db: Db,
  id: string,
  from: UserStatus,
  patch: UserPatch,
): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.status, from)))
    .returning();
  return row;
}

/**
 * Row-locks every active (approved) admin, in id order, and returns their ids (call inside a
 * transaction). A concurrent transaction that locked them first has committed when this returns, and
 * PostgreSQL re-checks the condition on the rows it changed, so an admin it demoted is not counted.
 */
export async function lockActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function findAnyUserWithRole(db: Db, role: UserRole): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.role, role)).limit(1);
  return row;
}

export function listPendingUsers(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.status, 'pending'))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export interface UserSearch {
  query?: string | undefined;
  status?: UserStatus | undefined;
  limit: number;
  offset: number;
}

export interface UserWithApprover {
  user: UserRow;
  approver: { id: string; firstName: string; lastName: string } | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(
  db: Db,
  search: UserSearch,
): Promise<{ rows: UserWithApprover[]; total: number }> {
  const conditions: SQL[] = [];
  if (search.status) conditions.push(eq(users.status, search.status));
  if (search.query) {
    const pattern = `%${escapeLike(search.query)}%`;
    const match = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      ilike(users.company, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const approver = alias(users, 'approver');
  const [rows, totals] = await Promise.all([
    db
      .select({
        user: users,
        approverId: approver.id,
        approverFirstName: approver.firstName,
        approverLastName: approver.lastName,
      })
      .from(users)
      .leftJoin(approver, eq(approver.id, users.approvedBy))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    rows: rows.map((r) => ({
      user: r.user,
      approver:
        r.approverId === null
          ? null
          : { id: r.approverId, firstName: r.approverFirstName ?? '', lastName: r.approverLastName ?? '' },
    })),
  };
}

export async function findUserWithApprover(db: Db, id: string): Promise<UserWithApprover | undefined> {
  if (!isUuid(id)) return undefined;
  const approver = alias(users, 'approver');
  const [row] = await db
    .select({ user: users, approverId: approver.id, first: approver.firstName, last: approver.lastName })
    .from(users)
    .leftJoin(approver, eq(approver.id, users.approvedBy))
    .where(eq(users.id, id));
  if (!row) return undefined;
  return {
    user: row.user,
    approver:
      row.approverId === null
        ? null
        : { id: row.approverId, firstName: row.first ?? '', lastName: row.last ?? '' },
  };
}
