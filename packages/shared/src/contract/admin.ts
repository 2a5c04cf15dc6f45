import {
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  updateUserRequestSchema,
} from '../admin/admin.ts';
import { pendingUsersResponseSchema, rejectUserRequestSchema } from '../auth/auth.ts';
import { mailOutboxQuerySchema, mailOutboxResponseSchema } from '../mail/outbox.ts';
import { idParamsSchema } from './params.ts';
import { defineRoute } from './route.ts';

/** What only an admin may do: approve or reject sign-ups, manage users, read the mail outbox. */
export const adminRoutes = {
  pendingUsers: defineRoute({
    method: 'GET',
    path: '/admin/pending-users',
    responses: { 200: pendingUsersResponseSchema },
  }),
  approveUser: defineRoute({
    method: 'POST',
    path: '/admin/approve-user/:id',
    params: idParamsSchema,
    responses: { 200: adminUserResponseSchema },
  }),
  rejectUser: defineRoute({
    method: 'POST',
    path: '/admin/reject-user/:id',
    params: idParamsSchema,
    body: rejectUserRequestSchema,
    responses: { 200: adminUserResponseSchema },
  }),
  users: defineRoute({
    method: 'GET',
    path: '/admin/users',
    query: adminUsersQuerySchema,
    responses: { 200: adminUsersResponseSchema },
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/admin/users/:id',
    params: idParamsSchema,
    body: updateUserRequestSchema,
    responses: { 200: adminUserResponseSchema },
  }),
  mailOutbox: defineRoute({
    method: 'GET',
    path: '/admin/mail-outbox',
    query: mailOutboxQuerySchema,
    responses: { 200: mailOutboxResponseSchema },
  }),
};
