import { z } from 'zod';
import { messageResponseSchema } from '../auth/account.ts';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from '../auth/auth.ts';
import { defineRoute } from './route.ts';

/** Registration, sign-in and out, and the password reset. */
export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    body: registerRequestSchema,
    responses: { 201: registerResponseSchema },
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
  }),
  logout: defineRoute({ method: 'POST', path: '/auth/logout', responses: { 204: z.undefined() } }),
  me: defineRoute({ method: 'GET', path: '/auth/me', responses: { 200: meResponseSchema } }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    responses: { 202: messageResponseSchema },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordRequestSchema,
    responses: { 204: z.undefined() },
  }),
};
