import {
  pathOf,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type SchemaAt,
} from '@northstar/shared/contract';
import { type ApiRequestOptions, apiRequest } from '../lib/api-client.ts';

// The typed client of the shared route table (docs/adr/0024-route-table.md): a call names its route, gets
// its parameters, query and body typed from the route's schemas, and its answer parsed with them, never cast.

type Needs<Key extends string, Schema, Value> = Schema extends undefined
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What a call of `Route` sends, typed by the route's schemas; a part the schema requires is required. */
export type RouteCall<Route extends RouteDefinition> = Needs<
  'params',
  SchemaAt<Route, 'params'>,
  RouteParams<Route>
> &
  Needs<'query', SchemaAt<Route, 'query'>, RouteQuery<Route>> &
  Needs<'body', SchemaAt<Route, 'body'>, RouteBody<Route>>;

/** Only the query fields that are set go on the URL, in the order given, so "All" means no parameter. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path and query a call of `route` goes to, below the service's base path. */
const urlOf = (route: RouteDefinition, call: { params?: unknown; query?: unknown }) =>
  pathOf(route, call.params as Record<string, string> | undefined) +
  queryString(call.query as Record<string, unknown> | undefined);

/** A 204 has no body; any other answer must fit one of the route's success schemas. */
function parseAnswer<Route extends RouteDefinition>(route: Route, body: unknown): RouteResponse<Route> {
  if (body === null && route.responses[204]) return undefined as RouteResponse<Route>;
  let firstError: unknown;
  for (const schema of Object.values(route.responses)) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data as RouteResponse<Route>;
    firstError ??= parsed.error;
  }
  throw firstError;
}

/**
 * Calls `route` and parses its answer. The route is loaded with the call (a dynamic import of its
 * resource's table), so the schemas are not part of a page's first paint.
 */
async function callRoute<Route extends RouteDefinition>(
  loadRoute: () => Promise<Route>,
  call: NoInfer<RouteCall<Route>>,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<RouteResponse<Route>> {
  const route = await loadRoute();
  const body = await apiRequest<unknown>(urlOf(route, call), {
    ...options,
    method: route.method,
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  return parseAnswer(route, body);
}

/**
 * The typed client of one resource's table: `client('get', { params: { id } })`. The table is loaded
 * with the first call.
 */
export function routeClient<Table extends Record<string, RouteDefinition>>(loadTable: () => Promise<Table>) {
  return <Name extends keyof Table & string>(
    name: Name,
    call: RouteCall<Table[Name]>,
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ): Promise<RouteResponse<Table[Name]>> =>
    callRoute<Table[Name]>(async () => (await loadTable())[name], call, options);
}
