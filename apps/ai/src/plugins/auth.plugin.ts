import type { FastifyInstance, FastifyRequest } from 'fastify';
import { missingToken } from '../auth/auth-errors.ts';
import type { Authenticator, AuthUser } from '../auth/authenticator.ts';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** An onRequest hook that signs the caller in, or ends the request with 401 / 503. */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

export function registerAuth(app: FastifyInstance, authenticator: Authenticator): AuthHook {
  app.decorateRequest('authUser', null);
  return async (request) => {
    request.authUser = await authenticator(request.headers.authorization);
  };
}

/** The signed-in caller; only valid on routes that run the auth hook. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw missingToken();
  return request.authUser;
}
