import v8 from 'node:v8';

// Counts the regular-expression work of the planner for its fuzz test of long messages (issue 23). V8
// counts the backtracks of each match attempt and stops an attempt past a regex's own backtrack limit
// (`%NewRegExpWithBacktrackLimit`, a V8 intrinsic: test-only). Every `exec` (which match, test, replace,
// split and matchAll all go through once `exec` is replaced) is first run as a copy limited to a budget
// linear in the input, with an alternative that matches only at the end of the input: an attempt that
// fits the budget returns a match (the pattern's own, or the empty one at the end), and one that goes
// over returns null. A pattern that backtracks more than linearly is recorded, and the original is not
// run (so the fuzz test of today's patterns fails in seconds instead of minutes).

type Limited = (source: string, flags: string, limit: number) => RegExp;

let limitedRegExp: Limited | undefined;
function limited(): Limited {
  if (!limitedRegExp) {
    v8.setFlagsFromString('--allow-natives-syntax');
    limitedRegExp = new Function('s', 'f', 'n', 'return %NewRegExpWithBacktrackLimit(s, f, n)') as Limited;
  }
  return limitedRegExp;
}

export interface Overrun {
  source: string;
  flags: string;
  inputLength: number;
}

/**
 * The budget of one `exec`: V8 counts the backtracks of all the start positions it tries, and how many it
 * counts for the same pattern and input varies with how the pattern was compiled (bytecode or native,
 * seen up to ~12 n² for long word lists over a run of spaces). So the budget is a generous 32,000 per
 * character: every pattern whose work grows linearly or quadratically with the input fits it at the fuzz
 * test's lengths (1,000 to 2,000 characters), and one that splits a run two ways at every start (cubic,
 * n³/6 and more: 1.7e8 at 1,000) does not.
 */
export const backtrackBudget = (inputLength: number): number => 32_000 * (inputLength + 64);

/**
 * Runs `fn` with every regex `exec` checked against the linear budget; returns the patterns that went
 * over it (one entry per pattern and flags) and how many execs were checked.
 */
export function withRegexWork<T>(fn: () => T): { result: T; overruns: Overrun[]; execs: number } {
  const original = RegExp.prototype.exec;
  const make = limited();
  const cache = new Map<string, RegExp>();
  const overruns = new Map<string, Overrun>();
  let execs = 0;
  RegExp.prototype.exec = function exec(this: RegExp, input: string) {
    const text = String(input);
    // Sticky patterns match only at lastIndex, where the end-of-input alternative would change the answer.
    // A global pattern's `lastIndex` past the end (left by an earlier, longer input) fails at once.
    if (!this.sticky && (!this.global || this.lastIndex <= text.length)) {
      execs++;
      const limit = backtrackBudget(text.length);
      const key = `${this.flags}/${limit}/${this.source}`;
      let probe = cache.get(key);
      if (!probe) {
        // The limit is part of the source: V8 caches compiled patterns by source and flags, limit included.
        probe = make(`(?:${this.source})|(?![\\s\\S])(?:${limit})?`, this.flags, limit);
        cache.set(key, probe);
      }
      probe.lastIndex = this.lastIndex;
      if (original.call(probe, text) === null) {
        overruns.set(`${this.flags}/${this.source}`, {
          source: this.source,
          flags: this.flags,
          inputLength: text.length,
        });
        if (this.global || this.sticky) this.lastIndex = 0;
        return null;
      }
    }
    return original.call(this, text);
  };
  try {
    return { result: fn(), overruns: [...overruns.values()], execs };
  } finally {
    RegExp.prototype.exec = original;
  }
}
