import type { z } from 'zod';

// One typed contract per route (docs/adr/0024-route-table.md): the API and the AI service register their
// routes from these definitions, and the web's clients build their calls and parse the answers with them.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success statuses a route answers with; every error is the shared error body (errors.ts). */
export type SuccessStatus = 200 | 201 | 202 | 204;

export interface RouteDefinition {
  method: HttpMethod;
  /** Fastify's syntax, below the service's base path (/api/v1): `/campaigns/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body of each success status; a 204 has `z.undefined()`. */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
}

/** Checks a definition's shape and keeps its literal types, so callers and handlers are typed from it. */
export const defineRoute = <const Route extends RouteDefinition>(route: Route): Route => route;

/** The schema a route declares for `Key`, or undefined when it declares none. */
export type SchemaAt<Route, Key extends 'params' | 'query' | 'body'> = Route extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? Schema
  : undefined;

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

export type RouteParams<Route extends RouteDefinition> = Input<SchemaAt<Route, 'params'>>;
export type RouteQuery<Route extends RouteDefinition> = Input<SchemaAt<Route, 'query'>>;
export type RouteBody<Route extends RouteDefinition> = Input<SchemaAt<Route, 'body'>>;
/** What a successful call answers with (any of its success statuses), as parsed. */
export type RouteResponse<Route extends RouteDefinition> = Output<
  Route['responses'][keyof Route['responses']]
>;

/** The path with its `:name` segments filled in (each encoded); a missing one is a programming error. */
export function pathOf(route: Pick<RouteDefinition, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

/** "GET /campaigns/:id": how a route is named in tests and messages. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;
