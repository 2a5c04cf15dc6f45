import { z } from 'zod';
import { publicUserSchema, userRoleSchema, userStatusSchema } from '../auth/auth.ts';

// Admin "User Management" contracts (GET /admin/users, PATCH /admin/users/{id}; docs/product.md#admin).
export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUsersQuerySchema = z.strictObject({
  query: z.string().trim().max(200).optional(),
  status: userStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = publicUserSchema.extend({
  approvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** An admin may change a role, or approve / disable an account; at least one of the two. */
export const updateUserRequestSchema = z
  .strictObject({
    role: userRoleSchema.optional(),
    status: z.enum(['approved', 'disabled']).optional(),
  })
  .refine((body) => body.role !== undefined || body.status !== undefined, {
    message: 'Provide a role or a status',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** approve-user, reject-user and PATCH /admin/users/{id} answer with the updated user. */
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
