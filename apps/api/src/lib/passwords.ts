import { availableParallelism } from 'node:os';
import type { Algorithm, Options } from '@node-rs/argon2';
import { Piscina } from 'piscina';

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1. Argon2id is 2 in the native enum (a const enum
// that isolatedModules cannot import).
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// One hashing thread per core, at a lower scheduling priority: under a burst of logins the event
// loop keeps answering every other request promptly, and argon2 still gets all the spare CPU.
// (libuv's default pool would run 4 hashes at once on 2 cores, competing with the event loop.)
let pool: Piscina | undefined;
const getPool = () => {
  pool ??= new Piscina({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: availableParallelism(),
    idleTimeout: 30_000,
    niceIncrement: 10,
  });
  return pool;
};

export const hashPassword = (password: string): Promise<string> =>
  getPool().run({ password, options: OPTIONS }, { name: 'hash' });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await getPool().run({ passwordHash, password }, { name: 'verify' });
  } catch {
    // A malformed stored hash is a failed match, never a crash.
    return false;
  }
}

/** Ends the hashing threads (on shutdown; a later call starts a new pool). */
export async function closePasswordPool() {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

// Verified against when the e-mail is unknown, so that answer costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-password`);
  return dummyHash;
};
