import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker.ts';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    warn: (_details: object, message: string) => lines.push({ level: 'warn', message }),
    info: (_details: object, message: string) => lines.push({ level: 'info', message }),
  };
}

const fail = () => Promise.reject(new Error('ECONNREFUSED'));
const answer = () => Promise.resolve('PONG');

describe('CircuitBreaker', () => {
  it('passes answers through while the dependency answers', async () => {
    const breaker = new CircuitBreaker({ name: 'Redis', fallback: 'memory' });
    expect(await breaker.run(answer)).toBe('PONG');
    expect(breaker.status()).toEqual({ state: 'up' });
  });

  it('gives up on a call after the timeout', async () => {
    const breaker = new CircuitBreaker({ name: 'Redis', fallback: 'memory', timeoutMs: 30 });
    const started = Date.now();
    await expect(breaker.run(() => new Promise(() => {}))).rejects.toThrow('did not answer within 30 ms');
    expect(Date.now() - started).toBeLessThan(300);
    expect(breaker.status().state).toBe('down');
  });

  it('fails fast while open, then lets one probe through, and logs once per outage', async () => {
    let now = 10_000;
    const log = recordingLog();
    const breaker = new CircuitBreaker({
      name: 'Redis',
      fallback: 'memory',
      openMs: 5_000,
      log,
      now: () => now,
    });
    let calls = 0;
    const counted = () => {
      calls += 1;
      return fail();
    };

    await expect(breaker.run(counted)).rejects.toThrow('ECONNREFUSED');
    for (let i = 0; i < 50; i++) await expect(breaker.run(counted)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls).toBe(1);
    expect(breaker.status()).toEqual({ state: 'down', since: new Date(10_000).toISOString() });

    now += 5_000;
    await expect(breaker.run(counted)).rejects.toThrow('ECONNREFUSED');
    expect(calls).toBe(2);
    await expect(breaker.run(counted)).rejects.toBeInstanceOf(CircuitOpenError);

    now += 5_000;
    expect(await breaker.run(answer)).toBe('PONG');
    expect(breaker.status()).toEqual({ state: 'up' });
    expect(log.lines).toEqual([
      { level: 'warn', message: 'Redis is unreachable: memory until it answers again (retried every 5 s)' },
      { level: 'info', message: 'Redis answers again after 10 s; back to normal' },
    ]);
  });

  it('lets only one probe at a time reach the dependency', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ name: 'Redis', fallback: 'memory', openMs: 100, now: () => now });
    await expect(breaker.run(fail)).rejects.toThrow();
    now = 200;
    let release: (value: string) => void = () => {};
    const probe = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    await expect(breaker.run(answer)).rejects.toBeInstanceOf(CircuitOpenError);
    release('PONG');
    expect(await probe).toBe('PONG');
    expect(await breaker.run(answer)).toBe('PONG');
  });
});
