// Load generators for the bench: HTTP through autocannon, and the in-process argon2id verify rate.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';

/**
 * Runs autocannon and reduces its result to successful requests per second and p99 latency.
 * Non-2xx answers are reported separately and not counted as throughput.
 * `bodies` (JSON values) are handed out one per connection, round robin, instead of one `body` for all.
 */
export async function httpLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  bodies,
  connections,
  duration,
  overallRate,
}) {
  const json = body !== undefined || bodies !== undefined;
  let next = 0;
  const result = await autocannon({
    url,
    method,
    headers: json ? { 'content-type': 'application/json', ...headers } : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(bodies
      ? { setupClient: (client) => client.setBody(JSON.stringify(bodies[next++ % bodies.length])) }
      : {}),
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
  });
  const ok = result.requests.total - result.non2xx;
  const statusCodes = Object.keys(result.statusCodeStats ?? {}).join(',') || 'none';
  if (ok <= 0) throw new Error(`${method} ${new URL(url).pathname}: no 2xx answer (status ${statusCodes})`);
  return {
    rps: ok / result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

// The API's password parameters (OWASP's argon2id minimum): 19 MiB, 2 passes, 1 lane.
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** How many argon2id verifications per second this process manages with one worker per core. */
export async function argon2VerifyRate(seconds) {
  const password = 'bench-password-0123456789';
  const hashed = await hash(password, ARGON2_OPTIONS);
  const concurrency = availableParallelism();
  const deadline = performance.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        if (!(await verify(hashed, password))) throw new Error('argon2 verify returned false');
        count += 1;
      }
    }),
  );
  return { rps: count / ((performance.now() - started) / 1000), concurrency };
}
