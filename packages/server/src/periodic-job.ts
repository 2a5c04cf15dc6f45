import type { FastifyInstance } from 'fastify';
import type { JobLeader } from './job-leader.ts';

export interface PeriodicJobOptions<T> {
  /** What the job does; its result (or null on a follower) is what `tick()` resolves to. */
  run: (now: Date) => Promise<T>;
  /** 0 schedules nothing (ticks come from `tick()` alone). */
  intervalMs: number;
  /** Also run once as soon as the app is ready, rather than after the first interval. */
  runWhenReady?: boolean;
  /** Elects the one instance that runs it when several share a database. */
  leader: JobLeader;
  /** The warn line of a failed scheduled run ("... failed"). */
  failureMessage: string;
}

export interface PeriodicJob<T> {
  /** One run now, if this instance leads (null otherwise); joins the run already under way. */
  tick(now?: Date): Promise<T | null>;
}

/**
 * Runs a background job every `intervalMs` once the app is ready, on the one instance `leader` elects.
 * A run never overlaps the previous one, the timer never keeps the process alive, and closing the app
 * waits for the run under way before letting go of the leadership.
 */
export function schedulePeriodicJob<T>(app: FastifyInstance, options: PeriodicJobOptions<T>): PeriodicJob<T> {
  const { leader } = options;
  let running: Promise<T | null> | null = null;
  const tick = (now = new Date()) => {
    running ??= (async () => {
      try {
        return (await leader.acquire()) ? await options.run(now) : null;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const scheduledTick = () =>
    void tick().catch((error: unknown) => app.log.warn({ err: error }, options.failureMessage));

  let timer: NodeJS.Timeout | undefined;
  if (options.intervalMs > 0) {
    app.addHook('onReady', async () => {
      if (options.runWhenReady) scheduledTick();
      timer = setInterval(scheduledTick, options.intervalMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => null);
    await leader.close();
  });
  return { tick };
}
