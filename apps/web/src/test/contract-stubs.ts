import type { RouteDefinition, SuccessStatus } from '@northstar/shared/contract';
import type { z } from 'zod';
import { jsonResponse } from './fetch-mock.ts';

type Declared<Route extends RouteDefinition> = keyof Route['responses'] & SuccessStatus;

/**
 * A stubbed answer of a route of the shared table (docs/adr/0024-route-table.md): the body is typed by
 * the route's schema for that status and parsed with it, so a stub cannot drift from what the server sends.
 */
export function routeResponse<Route extends RouteDefinition, Status extends Declared<Route>>(
  route: Route,
  status: Status,
  body: z.input<NonNullable<Route['responses'][Status]>>,
): Response {
  const schema = route.responses[status] as z.ZodType;
  schema.parse(body);
  return jsonResponse(status, body);
}
