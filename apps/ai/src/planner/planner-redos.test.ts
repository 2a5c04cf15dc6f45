import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handleMessage } from './planner.ts';
import { NOW, stateAt } from './planner-test-helpers.ts';
import { recognise } from './recognise/recognise.ts';
import { withRegexWork } from './regex-work.ts';

// Long adversarial messages through the planner, counting work rather than time (issue 23): V8 counts
// the backtracks of every regex exec the planner runs, and each must fit a budget linear in the message's
// length (regex-work.ts explains the constant). A pattern that splits a run of spaces, "@" or digits two
// ways at every start (`\s*…\s+word`, `\S+@\S+\.\S+`) does cubic work over a message and goes over the
// budget from a few hundred characters on; the planner's time on such messages is what `npm run bench`
// (scenario "adversarial") measures.

const unit = fc.constantFrom(
  '@',
  ' ',
  '.',
  ',',
  '!',
  '-',
  '$',
  '|',
  'a | ',
  '- item\n',
  '• ',
  '* ',
  '1,',
  '1.',
  '12-3/',
  '123 ',
  '$1,000.5 ',
  '"',
  `"'“«a `,
  '(',
  'x@',
  '@.',
  ' \n',
  ' for',
  'called ',
  'budget ',
);
const word = fc.constantFrom('Launch', 'called Big', 'budget', 'name:', 'hello@', 'Spring Sale', '$5,000');

/** A unit repeated to `length`, or a word, a long run of the unit and another word. */
const adversarial = fc
  .record({
    unit,
    length: fc.integer({ min: 1000, max: 2000 }),
    first: word,
    last: word,
    framed: fc.boolean(),
  })
  .map(({ unit: u, length, first, last, framed }) => {
    const run = u.repeat(Math.ceil(length / u.length)).slice(0, length);
    return framed ? `${first}${run}${last}` : run;
  });

const STATES = [stateAt(1, {}), stateAt(5, {})];

describe('planner regex work on long adversarial messages', () => {
  it('keeps every regex attempt within a backtrack budget linear in the message length', () => {
    fc.assert(
      fc.property(adversarial, (text) => {
        for (const state of STATES) {
          const { overruns, execs } = withRegexWork(() => handleMessage(state, text, { now: NOW, seed: 7 }));
          expect(execs).toBeGreaterThan(0);
          expect(overruns.map((o) => `/${o.source}/${o.flags}`)).toEqual([]);
        }
      }),
      { numRuns: 20, seed: 23 },
    );
  });

  it('keeps the recogniser pass (recognise/) within the same budget', () => {
    fc.assert(
      fc.property(adversarial, (text) => {
        const { overruns, execs } = withRegexWork(() => recognise(text, NOW));
        expect(execs).toBeGreaterThan(0);
        expect(overruns.map((o) => `/${o.source}/${o.flags}`)).toEqual([]);
      }),
      { numRuns: 20, seed: 23 },
    );
  });

  it('sees a catastrophic pattern (the work measure itself)', () => {
    const catastrophic = /\S+@\S+\.\S+/;
    const { overruns } = withRegexWork(() => catastrophic.test('@'.repeat(1000)));
    expect(overruns).toEqual([{ source: catastrophic.source, flags: '', inputLength: 1000 }]);
    const linear = /(?<!\S)\S[^\s@]*@\S[^\s.]*\.\S+/;
    expect(withRegexWork(() => linear.test('@'.repeat(1000))).overruns).toEqual([]);
  });
});
