import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/constants.ts';
import { readableThemeColorsSchema } from '../themes/schemas.ts';

// Field limits keep hostile payloads small; every object is strict so unknown fields are refused.
const name = z.string().trim().min(1, 'Required').max(100);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const userRoleSchema = z.enum(['user', 'admin']);
export const userStatusSchema = z.enum(['pending', 'approved', 'rejected', 'disabled']);
export type UserRole = z.infer<typeof userRoleSchema>;
export type UserStatus = z.infer<typeof userStatusSchema>;

export const registerRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: name,
  lastName: name,
  company: optionalText(200),
  phone: optionalText(40),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export const rejectUserRequestSchema = z.strictObject({ reason: z.string().trim().min(1).max(1000) });

/** What a PUT /users/{id}/preferences may carry; the server deep-merges it into the stored object. */
export const preferencesSchema = z.strictObject({
  dashboard: z.strictObject({ moduleOrder: z.array(z.string().max(64)).max(64).optional() }).optional(),
  colorTheme: z.string().max(64).optional(),
  // Only valid colours whose text stays readable (WCAG AA) can be saved: an unreadable set is refused.
  customColors: readableThemeColorsSchema.optional(),
  isCustomTheme: z.boolean().optional(),
  appearance: z.strictObject({ mode: z.enum(['light', 'dark']) }).optional(),
  ai: z
    .strictObject({
      voiceOutput: z.boolean().optional(),
      speechRate: z.number().min(0.5).max(2).optional(),
      tone: z.enum(['professional', 'friendly', 'concise']).optional(),
    })
    .optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const updatePreferencesRequestSchema = z.strictObject({ preferences: preferencesSchema });

export const profileSchema = z.strictObject({
  firstName: name,
  lastName: name,
  company: optionalText(200),
  phone: optionalText(40),
  timezone: z.string().max(64).optional(),
  language: z.string().max(16).optional(),
});

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  role: userRoleSchema,
  status: userStatusSchema,
  timezone: z.string(),
  language: z.string(),
  preferences: preferencesSchema,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const tokensSchema = z.object({
  accessToken: z.string(),
  access_token: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
});
export const loginResponseSchema = z.object({
  user: publicUserSchema,
  tokens: tokensSchema,
  /** The sign-in before this one (ISO time), null on the account's first: "Welcome" or "Welcome back". */
  previousSignInAt: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const registerResponseSchema = z.object({
  requiresApproval: z.literal(true),
  message: z.string(),
});
export const meResponseSchema = z.object({ user: publicUserSchema });

export const pendingUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;
export const pendingUsersResponseSchema = z.object({ users: z.array(pendingUserSchema) });
