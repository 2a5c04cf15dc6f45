import type { RouteDefinition, SchemaAt } from '@northstar/shared/contract';
import type { FastifyContextConfig } from 'fastify';

// Fastify's route options from a route of the shared table (docs/adr/0024-route-table.md): method, path and
// schemas come from the table; the handler and its hooks, limits and docs stay with the module.

type Present<Key extends string, Schema> = Schema extends undefined
  ? { [K in Key]?: never }
  : { [K in Key]: Schema };

export type ContractSchema<Route extends RouteDefinition> = Present<'params', SchemaAt<Route, 'params'>> &
  Present<'querystring', SchemaAt<Route, 'query'>> &
  Present<'body', SchemaAt<Route, 'body'>> & { response: Route['responses'] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table's definition a route was registered from: the contract tests read it from there. */
    contract?: RouteDefinition;
  }
}

/**
 * `app.route({ ...fromContract(route, docs), handler })`: Fastify infers the handler's request and reply
 * types from the table's schemas, validates the request with them and serializes (and checks) the
 * success answers with them. `docs` adds OpenAPI fields (tags, security).
 */
export function fromContract<const Route extends RouteDefinition, const Docs extends object = object>(
  route: Route,
  docs?: Docs,
  /** More route config (the rate-limit plugin's `rateLimit`, say). */
  config?: Omit<FastifyContextConfig, 'contract'>,
) {
  const schema = {
    ...docs,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: route.responses,
  } as Docs & ContractSchema<Route>;
  return { method: route.method, url: route.path, schema, config: { ...config, contract: route } };
}

/**
 * The same options without the response schemas: Fastify then sends a handler's answer as built instead
 * of re-encoding it with the table's schemas (the AI service, whose replies were never re-encoded); the
 * test apps' answer check (contract-check.ts) still holds them to the table.
 */
export function requestSchemasOf<Options extends { schema: { response?: unknown } }>(options: Options) {
  const { response: _sent, ...schema } = options.schema;
  return { ...options, schema };
}
