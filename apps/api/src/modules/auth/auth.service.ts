import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@northstar/server/app-error';
import { pgErrorCode, UNIQUE_VIOLATION } from '@northstar/server/database';
import type { LoginRequest, RegisterRequest } from '@northstar/shared/auth';
import {
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_DEFAULT_MS,
  SESSION_TTL_REMEMBER_MS,
} from '@northstar/shared/constants';
import type { ServiceContext } from '../../app-context.ts';
import type { SessionRow, UserRow } from '../../db/schema.ts';
import { assertStrongPassword, passwordHints } from '../../lib/password-strength.ts';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { passwordResetMail } from '../mail/mail.templates.ts';
import { revokeUserSessions } from '../users/user-sessions.repository.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository.ts';
import { createLoginThrottle } from './login-throttle.ts';
import {
  consumeResetToken,
  deleteUserResetTokens,
  findUsableResetToken,
  insertResetToken,
} from './reset-tokens.repository.ts';
import { revokeSession, startSession } from './sessions.repository.ts';

export const REGISTERED_MESSAGE =
  'Registration submitted. You will receive an email once your account is approved.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, you will receive a link to reset your password shortly.';
const INVALID_CREDENTIALS = 'Invalid email or password.';
const RESET_TOKEN_INVALID = 'This reset link is invalid or has expired.';
const BLOCKED_STATUS = {
  pending: {
    code: 'ACCOUNT_PENDING',
    message: 'Your account is pending approval. You will receive an email once it is approved.',
  },
  rejected: { code: 'ACCOUNT_REJECTED', message: 'Your registration was not approved.' },
  disabled: { code: 'ACCOUNT_DISABLED', message: 'Your account has been disabled. Contact support.' },
} as const;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(ctx: ServiceContext) {
  const { db, config, mailer } = ctx;
  const loginThrottle = createLoginThrottle(ctx.counters, {
    pair: config.rateLimits.login,
    ip: config.rateLimits.loginPerIp,
    account: config.rateLimits.loginPerAccount,
    knownIpMs: config.rateLimits.loginKnownIpMs,
  });

  return {
    async register(input: RegisterRequest): Promise<UserRow> {
      const emailTaken = new AppError('EMAIL_TAKEN', 'An account with this email already exists.');
      assertStrongPassword(input.password, passwordHints(input));
      if (await findUserByEmail(db, input.email)) throw emailTaken;
      const passwordHash = await hashPassword(input.password);
      try {
        return await insertUser(db, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company || null,
          phone: input.phone || null,
          role: 'user',
          status: 'pending',
        });
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken;
        throw error;
      }
    },

    /** `previousSignInAt`: the sign-in before this one, null on a user's first. */
    async login(
      input: LoginRequest,
      client: ClientInfo,
    ): Promise<{ user: UserRow; session: SessionRow; previousSignInAt: Date | null }> {
      // Unknown e-mails are throttled exactly like known ones.
      const attempt = await loginThrottle.admit(input.email, client.ip);
      const user = await findUserByEmail(db, input.email);
      // An unknown e-mail still pays for one argon2 verify, so timing does not reveal accounts.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
      if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      await attempt.succeeded();
      // The account's state is only revealed to someone who knows its password.
      if (user.status !== 'approved') {
        const blocked = BLOCKED_STATUS[user.status];
        throw new AppError(blocked.code, blocked.message);
      }
      const remember = input.rememberMe === true;
      const session = await startSession(db, {
        userId: user.id,
        expiresAt: new Date(Date.now() + (remember ? SESSION_TTL_REMEMBER_MS : SESSION_TTL_DEFAULT_MS)),
        remember,
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 512) ?? null,
      });
      return { user, session, previousSignInAt: user.lastSignInAt };
    },

    logout: (sessionId: string) => revokeSession(db, sessionId),

    async forgotPassword(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      // Only approved accounts get a link; everyone gets the same 202 (no account enumeration).
      if (user?.status !== 'approved') return;
      const token = randomBytes(32).toString('base64url');
      const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.transaction(async (tx, queueMail) => {
        // A newer request invalidates older links.
        await deleteUserResetTokens(tx, user.id);
        await insertResetToken(tx, {
          userId: user.id,
          tokenHash: hashResetToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        await queueMail(passwordResetMail(user, link, Math.round(RESET_TOKEN_TTL_MS / 60_000)));
      });
    },

    /** `ip`: where the reset came from; it proves the owner is there, so sign-in limits let it in. */
    async resetPassword(token: string, password: string, ip?: string): Promise<void> {
      const tokenHash = hashResetToken(token);
      const invalid = new AppError('RESET_TOKEN_INVALID', RESET_TOKEN_INVALID);
      const usable = await findUsableResetToken(db, tokenHash);
      const owner = usable && (await findUserById(db, usable.userId));
      if (!owner) throw invalid;
      assertStrongPassword(password, passwordHints(owner));
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        // Consume, re-hash and sign out everywhere together, or not at all.
        const consumed = await consumeResetToken(tx, tokenHash);
        if (!consumed) throw invalid;
        const updated = await updateUser(tx, consumed.userId, { passwordHash });
        await revokeUserSessions(tx, consumed.userId);
        return updated;
      });
      if (user && ip) await loginThrottle.rememberIp(user.email, ip);
    },
  };
}
