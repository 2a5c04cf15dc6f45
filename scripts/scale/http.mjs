// A small JSON client over node:http. `from` picks the client's loopback address (any 127.x.y.z is
// this machine), so the balancer sees a client address of the run's own: its rate-limit keys are
// the run's alone.
import http from 'node:http';

const agents = new Map();
const agentFor = (from) => {
  let agent = agents.get(from);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 16, ...(from ? { localAddress: from } : {}) });
    agents.set(from, agent);
  }
  return agent;
};

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One request; resolves with { status, headers, json, text, instance } (instance: the X-Instance
 * header) and rejects only when no response came (connection refused, reset, timeout).
 */
export function request(baseUrl, method, path, { token, body, headers = {}, from, timeoutMs = 10_000 } = {}) {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(from),
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          const instance = res.headers['x-instance'];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, text, instance });
        });
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${method} ${url.pathname}: no answer in ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** `request` bound to one base URL and client address. */
export function client(baseUrl, { from } = {}) {
  const call =
    (method) =>
    (path, options = {}) =>
      request(baseUrl, method, path, { from, ...options });
  return { url: baseUrl, get: call('GET'), post: call('POST'), put: call('PUT'), del: call('DELETE') };
}
