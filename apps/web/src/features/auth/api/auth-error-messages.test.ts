import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../lib/api-client.ts';
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
} from './auth-error-messages.ts';

const httpError = (status: number, serverMessage?: string) =>
  new ApiError({ status, code: `HTTP_${status}`, message: 'x', kind: 'http', serverMessage });
const transportError = (kind: ApiErrorKind) => new ApiError({ status: 0, code: kind, message: 'x', kind });

describe('loginErrorMessage', () => {
  it.each([
    [httpError(401, 'Invalid email or password.'), 'Invalid email or password. Please try again.'],
    [httpError(429, 'Slow down'), 'Too many login attempts. Please wait a moment and try again.'],
    [httpError(500, 'boom'), 'Server error. Please try again later.'],
    [httpError(503), 'Server error. Please try again later.'],
    [transportError('network'), 'Network error. Please check your connection and try again.'],
    [transportError('timeout'), 'Request timeout. Please try again.'],
    [httpError(403, 'Your account is awaiting approval.'), 'Your account is awaiting approval.'],
    [httpError(400), 'Login failed. Please check your credentials.'],
    [new Error('No access token received from server'), 'No access token received from server'],
    ['weird', 'Login failed. Please check your credentials.'],
  ])('maps %o to its fixed text', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });
});

describe('registerErrorMessage', () => {
  it.each([
    [httpError(400, 'Password too short'), 'Password too short'],
    [httpError(400), 'Invalid registration data.'],
    [httpError(409, 'taken'), 'An account with this email already exists.'],
    [httpError(500, 'boom'), 'Server error. Please try again later.'],
    [httpError(502), 'Server error. Please try again later.'],
    [httpError(429, 'Too many requests'), 'Too many requests'],
    [httpError(422), 'Invalid registration data.'],
    [transportError('network'), 'Registration failed. Please try again.'],
  ])('maps %o to its fixed text', (error, expected) => {
    expect(registerErrorMessage(error)).toBe(expected);
  });
});

describe('forgotPasswordErrorMessage', () => {
  it.each([
    [httpError(404, 'not found'), 'No account found with this email address.'],
    [httpError(429, 'slow'), 'Too many requests. Please wait before requesting another reset.'],
    [httpError(400, 'Enter a valid email address'), 'Enter a valid email address'],
    [httpError(500), 'Failed to send password reset email. Please try again.'],
    [transportError('timeout'), 'Failed to send password reset email. Please try again.'],
  ])('maps %o to its fixed text', (error, expected) => {
    expect(forgotPasswordErrorMessage(error)).toBe(expected);
  });
});

describe('resetPasswordErrorMessage', () => {
  it.each([
    [
      httpError(400, 'This reset link is invalid or has expired.'),
      'This reset link is invalid or has expired.',
    ],
    [httpError(400), 'This reset link is invalid or has expired.'],
    [httpError(500), 'Server error. Please try again later.'],
    [transportError('network'), 'Network error. Please check your connection and try again.'],
  ])('maps %o', (error, expected) => {
    expect(resetPasswordErrorMessage(error)).toBe(expected);
  });
});

describe('a guessable password (400 WEAK_PASSWORD)', () => {
  const message =
    'This password is too easy to guess. This is similar to a commonly used password. Use a longer phrase of several unrelated words.';
  const weak = new ApiError({
    status: 400,
    code: 'WEAK_PASSWORD',
    message: 'x',
    kind: 'http',
    serverMessage: message,
  });

  it("shows the API's explanation on registration and on reset", () => {
    expect(registerErrorMessage(weak)).toBe(message);
    expect(resetPasswordErrorMessage(weak)).toBe(message);
  });
});
