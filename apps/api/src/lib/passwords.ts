import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1. Argon2id is 2 in the native enum (a const enum
// that isolatedModules cannot import).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed match, never a crash.
    return false;
  }
}

// Verified against when the e-mail is unknown, so that answer costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-password`);
  return dummyHash;
};
