import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type JobLeader, SOLE_RUNNER } from './job-leader.ts';
import { schedulePeriodicJob } from './periodic-job.ts';

const until = async (condition: () => boolean, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

function fakeLeader(leading: boolean) {
  const leader = {
    closed: false,
    acquire: async () => leading,
    close: async () => {
      leader.closed = true;
    },
  };
  return leader satisfies JobLeader;
}

describe('schedulePeriodicJob', () => {
  it('runs when the app is ready if asked, then every interval', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    schedulePeriodicJob(app, {
      intervalMs: 20,
      runWhenReady: true,
      leader: SOLE_RUNNER,
      failureMessage: 'failed',
      run: async () => ++runs,
    });
    await app.ready();
    await until(() => runs >= 1);
    await until(() => runs >= 3);
    await app.close();
    const afterClose = runs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(afterClose);
  });

  it('joins the run under way instead of starting a second one', async () => {
    const app = Fastify({ logger: false });
    // One resolver per run started: a run ends when the test calls its resolver.
    const runs: Array<() => void> = [];
    const job = schedulePeriodicJob(app, {
      intervalMs: 0,
      leader: SOLE_RUNNER,
      failureMessage: 'failed',
      run: () => new Promise<number>((resolve) => runs.push(() => resolve(runs.length))),
    });
    const first = job.tick();
    const second = job.tick();
    await until(() => runs.length === 1);
    runs[0]?.();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(runs).toHaveLength(1);

    // Once that run is over, the next tick starts a new one.
    const third = job.tick();
    await until(() => runs.length === 2);
    runs[1]?.();
    expect(await third).toBe(2);
  });

  it('does nothing on a follower, and lets go of the leadership on close after the run under way', async () => {
    const app = Fastify({ logger: false });
    const follower = fakeLeader(false);
    let runs = 0;
    const job = schedulePeriodicJob(app, {
      intervalMs: 0,
      leader: follower,
      failureMessage: 'failed',
      run: async () => ++runs,
    });
    expect(await job.tick()).toBeNull();
    expect(runs).toBe(0);

    const leaderApp = Fastify({ logger: false });
    const leader = fakeLeader(true);
    let finish: (() => void) | undefined;
    const leading = schedulePeriodicJob(leaderApp, {
      intervalMs: 0,
      leader,
      failureMessage: 'failed',
      run: () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
    });
    const run = leading.tick();
    await until(() => finish !== undefined);
    const closing = leaderApp.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leader.closed).toBe(false);
    finish?.();
    await closing;
    expect(await run).toBe('done');
    expect(leader.closed).toBe(true);
    await app.close();
    expect(follower.closed).toBe(true);
  });

  it('logs a failed scheduled run at warn and runs again at the next interval', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    let runs = 0;
    schedulePeriodicJob(app, {
      intervalMs: 15,
      leader: SOLE_RUNNER,
      failureMessage: 'nightly tidy failed',
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database went away');
        return runs;
      },
    });
    await app.ready();
    await until(() => runs >= 2);
    await app.close();
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'nightly tidy failed');
    expect(failure?.level).toBe(40);
    expect(failure?.err.message).toBe('database went away');
  });
});
