import type { z } from 'zod';
import { type ApiRequestOptions, apiRequest } from '../lib/api-client.ts';

/**
 * A call whose answer is parsed with its shared zod schema, never cast: a body that does not fit is an
 * error, not a wrong figure on screen. The schema is loaded with the answer (a dynamic import), so the
 * contract's code is not part of a page's first paint.
 */
export async function requestParsed<Schema extends z.ZodType>(
  path: string,
  loadSchema: () => Promise<Schema>,
  options?: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const [body, schema] = await Promise.all([apiRequest<unknown>(path, options), loadSchema()]);
  return schema.parse(body);
}
