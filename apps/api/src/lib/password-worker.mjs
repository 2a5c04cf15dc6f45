// Runs argon2id in a Piscina worker thread. Plain JavaScript: worker threads started under Vitest
// get no TypeScript loader. The pool lowers these threads' priority (niceIncrement), so hashing
// uses the cores the event loop leaves idle instead of taking them from it.
import { hashSync, verifySync } from '@node-rs/argon2';

/** @param {{ password: string, options: import('@node-rs/argon2').Options }} task */
export function hash({ password, options }) {
  return hashSync(password, options);
}

/** @param {{ passwordHash: string, password: string }} task */
export function verify({ passwordHash, password }) {
  return verifySync(passwordHash, password);
}
