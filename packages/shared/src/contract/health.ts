import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Liveness and readiness probes; readiness adds details such as `{ redis: 'degraded' }`. */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    responses: { 200: z.object({ status: z.literal('ready') }).catchall(z.string()) },
  }),
};
