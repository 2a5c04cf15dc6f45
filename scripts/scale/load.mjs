// A steady stream of signed-in GETs, as users keep clicking while an instance dies: each request may be
// retried once by the client (as the web app's query client does); what still fails is recorded.

const RETRY_DELAY_MS = 200;

export function keepRequesting(api, paths, { token, workers = 4 }) {
  let stopped = false;
  let requests = 0;
  let retried = 0;
  const failed = [];
  const byInstance = {};
  const recent = [];
  const attempt = async (path) => {
    try {
      const res = await api.get(path, { token, timeoutMs: 10_000 });
      return res.status === 200
        ? { ok: true, instance: res.instance }
        : { ok: false, why: `${res.status} ${res.text.slice(0, 120)}` };
    } catch (error) {
      return { ok: false, why: error.message };
    }
  };
  const worker = async (w) => {
    for (let i = w; !stopped; i += 1) {
      const path = paths[i % paths.length];
      requests += 1;
      let result = await attempt(path);
      if (!result.ok) {
        retried += 1;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        const first = result.why;
        result = await attempt(path);
        if (!result.ok) failed.push(`GET ${path}: ${first}; retry: ${result.why}`);
      }
      if (result.ok) {
        byInstance[result.instance] = (byInstance[result.instance] ?? 0) + 1;
        recent.push(result.instance);
        if (recent.length > 40) recent.shift();
      }
    }
  };
  const running = Array.from({ length: workers }, (_, w) => worker(w));
  return {
    requests: () => requests,
    async stop() {
      stopped = true;
      await Promise.all(running);
      return { requests, retried, failed, byInstance, lastInstances: [...new Set(recent)] };
    },
  };
}
