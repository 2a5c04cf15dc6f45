import { hasErrorCode, isApiError } from '../../../lib/api-client.ts';

// The texts of docs/product.md#error-messages; pure so every branch is unit-tested.
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  loginRateLimited: 'Too many login attempts. Please wait a moment and try again.',
  server: 'Server error. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  timeout: 'Request timeout. Please try again.',
  loginFallback: 'Login failed. Please check your credentials.',
  noToken: 'No access token received from server',
  noUser: 'No user data received from server',
  registerInvalid: 'Invalid registration data.',
  registerTaken: 'An account with this email already exists.',
  registerFallback: 'Registration failed. Please try again.',
  forgotNotFound: 'No account found with this email address.',
  forgotRateLimited: 'Too many requests. Please wait before requesting another reset.',
  forgotFallback: 'Failed to send password reset email. Please try again.',
  resetInvalid: 'This reset link is invalid or has expired.',
  resetFallback: 'Failed to reset your password. Please try again.',
} as const;

/** Errors we raise ourselves (e.g. a response without a token) carry their own text. */
const ownMessage = (error: unknown): string | undefined =>
  !isApiError(error) && error instanceof Error && error.message ? error.message : undefined;

export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ownMessage(error) ?? AUTH_MESSAGES.loginFallback;
  if (error.kind === 'timeout') return AUTH_MESSAGES.timeout;
  if (error.kind === 'network') return AUTH_MESSAGES.network;
  if (error.is('INVALID_CREDENTIALS', 'UNAUTHORIZED')) return AUTH_MESSAGES.invalidCredentials;
  if (error.is('RATE_LIMITED')) return AUTH_MESSAGES.loginRateLimited;
  if (error.isServerFault) return AUTH_MESSAGES.server;
  // ACCOUNT_PENDING, _REJECTED and _DISABLED land here: the server's message explains the account state.
  return error.serverMessage ?? AUTH_MESSAGES.loginFallback;
}

/** 403 ACCOUNT_PENDING: the account is fine, it awaits the team's approval (a notice, not an error). */
export const isPendingApproval = (error: unknown): boolean => hasErrorCode(error, 'ACCOUNT_PENDING');

export function registerErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ownMessage(error) ?? AUTH_MESSAGES.registerFallback;
  if (error.is('VALIDATION_ERROR', 'BAD_REQUEST'))
    return error.serverMessage ?? AUTH_MESSAGES.registerInvalid;
  if (error.is('EMAIL_TAKEN', 'CONFLICT')) return AUTH_MESSAGES.registerTaken;
  if (error.isServerFault) return AUTH_MESSAGES.server;
  return error.serverMessage ?? AUTH_MESSAGES.registerFallback;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ownMessage(error) ?? AUTH_MESSAGES.forgotFallback;
  if (error.is('NOT_FOUND')) return AUTH_MESSAGES.forgotNotFound;
  if (error.is('RATE_LIMITED')) return AUTH_MESSAGES.forgotRateLimited;
  return error.serverMessage ?? AUTH_MESSAGES.forgotFallback;
}

export function resetPasswordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ownMessage(error) ?? AUTH_MESSAGES.resetFallback;
  if (error.kind === 'timeout') return AUTH_MESSAGES.timeout;
  if (error.kind === 'network') return AUTH_MESSAGES.network;
  if (error.is('RESET_TOKEN_INVALID', 'VALIDATION_ERROR', 'BAD_REQUEST')) {
    return error.serverMessage ?? AUTH_MESSAGES.resetInvalid;
  }
  if (error.isServerFault) return AUTH_MESSAGES.server;
  return error.serverMessage ?? AUTH_MESSAGES.resetFallback;
}
