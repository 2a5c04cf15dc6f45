import { z } from 'zod';
import { preferencesSchema, publicUserSchema } from './auth.ts';

// Responses of the signed-in user's own account routes (settings page).
export const preferencesResponseSchema = z.object({ preferences: preferencesSchema });
export const profileResponseSchema = z.object({ user: publicUserSchema });
/** 202 from forgot-password: the same text whether or not the account exists. */
export const messageResponseSchema = z.object({ message: z.string() });
