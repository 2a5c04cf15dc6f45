import { AppError } from '@northstar/server/app-error';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';

/** zxcvbn scores 0-4; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3;

// Built once: loading the common-password dictionary costs a few tens of milliseconds.
let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });
  return checker;
};

export const passwordScore = (password: string, userInputs: string[] = []) =>
  zxcvbn().check(password, userInputs).score;

/**
 * Refuses a guessable password (ASVS 2.1.7): common passwords, keyboard walks, repeats, the user's own
 * name or e-mail. Length rules stay in the shared schema; this needs the dictionary, which the web
 * bundle does not carry, so the API is where it is enforced.
 */
export function assertStrongPassword(password: string, userInputs: string[] = []): void {
  const result = zxcvbn().check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const hint = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  throw new AppError(
    'WEAK_PASSWORD',
    `This password is too easy to guess.${hint} Use a longer phrase of several unrelated words.`,
  );
}

/** What a password must not be built from: the account's own e-mail and names. */
export const passwordHints = (user: {
  email: string;
  firstName: string;
  lastName: string;
  company?: string | null | undefined;
}) =>
  [user.email, ...user.email.split('@'), user.firstName, user.lastName, user.company ?? ''].filter(Boolean);
