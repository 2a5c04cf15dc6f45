/** The two lines a breaker writes: one when its dependency goes away, one when it comes back. */
export interface BreakerLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface CircuitBreakerOptions {
  /** What the log lines call the dependency, e.g. "Redis". */
  name: string;
  /** What happens meanwhile, for the log line, e.g. "rate limits are counted per instance". */
  fallback: string;
  /** A call that has not answered by then counts as failed (its caller falls back). */
  timeoutMs?: number;
  /** After a failure, calls fail at once for this long; then one call probes the dependency. */
  openMs?: number;
  log?: BreakerLog;
  now?: () => number;
}

export const BREAKER_TIMEOUT_MS = 300;
export const BREAKER_OPEN_MS = 5_000;

/** Thrown without calling the dependency while the breaker is open. */
export class CircuitOpenError extends Error {}

export interface BreakerStatus {
  state: 'up' | 'down';
  /** When the current outage started (ISO time), while down. */
  since?: string;
}

/**
 * Bounds what an optional dependency (Redis) can cost a request: each call gets `timeoutMs`, and after
 * a failure nobody waits on it for `openMs`; then one call at a time probes it until it answers. Logs
 * once when it goes down and once when it is back, never per request.
 */
export class CircuitBreaker {
  private readonly timeoutMs: number;
  private readonly openMs: number;
  private readonly now: () => number;
  private downSince: number | undefined;
  private openUntil = 0;
  private probing = false;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.timeoutMs = options.timeoutMs ?? BREAKER_TIMEOUT_MS;
    this.openMs = options.openMs ?? BREAKER_OPEN_MS;
    this.now = options.now ?? Date.now;
  }

  status(): BreakerStatus {
    return this.downSince === undefined
      ? { state: 'up' }
      : { state: 'down', since: new Date(this.downSince).toISOString() };
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    const probe = this.downSince !== undefined;
    if (probe) {
      if (this.probing || this.now() < this.openUntil) {
        throw new CircuitOpenError(`${this.options.name} is unavailable; not retried yet`);
      }
      this.probing = true;
    }
    try {
      const value = await withTimeout(call, this.timeoutMs, this.options.name);
      this.succeeded();
      return value;
    } catch (error) {
      this.failed(error);
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private succeeded() {
    if (this.downSince === undefined) return;
    const downForMs = this.now() - this.downSince;
    this.downSince = undefined;
    this.options.log?.info(
      { dependency: this.options.name, downForMs },
      `${this.options.name} answers again after ${Math.round(downForMs / 1000)} s; back to normal`,
    );
  }

  private failed(error: unknown) {
    this.openUntil = this.now() + this.openMs;
    if (this.downSince !== undefined) return;
    this.downSince = this.now();
    this.options.log?.warn(
      { dependency: this.options.name, err: error },
      `${this.options.name} is unreachable: ${this.options.fallback} until it answers again ` +
        `(retried every ${this.openMs / 1000} s)`,
    );
  }
}

function withTimeout<T>(call: () => Promise<T>, timeoutMs: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    // A late answer or error after the timeout is dropped: the caller has moved on.
    Promise.resolve()
      .then(call)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
