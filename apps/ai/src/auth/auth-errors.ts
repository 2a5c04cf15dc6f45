import { AppError } from '@northstar/server/app-error';

// One message per outcome, so nothing in a 401 tells an attacker which check failed.
export const invalidToken = () =>
  new AppError('UNAUTHORIZED', 'Your session is invalid or has expired. Please sign in again.');

export const missingToken = () => new AppError('UNAUTHORIZED', 'Sign in to continue.');

export const authUnavailable = (cause?: unknown) =>
  new AppError('UNAVAILABLE', 'Sign-in cannot be checked right now. Please try again shortly.', { cause });
