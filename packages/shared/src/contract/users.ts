import { z } from 'zod';
import { preferencesResponseSchema, profileResponseSchema } from '../auth/account.ts';
import { changePasswordRequestSchema, profileSchema, updatePreferencesRequestSchema } from '../auth/auth.ts';
import { idParamsSchema } from './params.ts';
import { defineRoute } from './route.ts';

/** An account's own settings: users act on themselves, admins on anyone (a malformed id is a 403/404). */
export const userRoutes = {
  preferences: defineRoute({
    method: 'PUT',
    path: '/users/:id/preferences',
    params: idParamsSchema,
    body: updatePreferencesRequestSchema,
    responses: { 200: preferencesResponseSchema },
  }),
  profile: defineRoute({
    method: 'PUT',
    path: '/users/:id/profile',
    params: idParamsSchema,
    body: profileSchema,
    responses: { 200: profileResponseSchema },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/users/:id/password',
    params: idParamsSchema,
    body: changePasswordRequestSchema,
    responses: { 204: z.undefined() },
  }),
  revokeAllSessions: defineRoute({
    method: 'POST',
    path: '/users/:id/sessions/revoke-all',
    params: idParamsSchema,
    responses: { 204: z.undefined() },
  }),
};
