// One worker of scripts/check-redos.mjs: checks its share of the patterns with redos-detector.
import { parentPort, workerData } from 'node:worker_threads';
import { isSafePattern } from 'redos-detector';

/** Per pattern: the detector's step budget, and a time limit that keeps lint to about a minute. */
const OPTIONS = { maxSteps: 20_000, timeout: 1_000 };

const check = ({ source, flags }) => {
  // One attempt: anchored at its start. Named groups become plain groups (same matching, and the
  // detector's parser does not read them).
  const pattern = `^(?:${source.replace(/\(\?<([A-Za-z_$][\w$]*)>/g, '(?:')})`;
  const unicode = flags.includes('u') || flags.includes('v');
  try {
    const result = isSafePattern(pattern, {
      ...OPTIONS,
      caseInsensitive: flags.includes('i') && !unicode,
      unicode,
      dotAll: flags.includes('s'),
      multiLine: flags.includes('m'),
    });
    if (result.safe) return { verdict: 'safe' };
    if (result.error === 'hitMaxScore') return { verdict: 'unsafe', detail: 'ambiguous within one attempt' };
    return { verdict: 'unproven', detail: result.error ?? 'unknown' };
  } catch (error) {
    return { verdict: 'unproven', detail: `not parsed: ${String(error.message).split('\n')[0]}` };
  }
};

parentPort.postMessage(workerData.map((p) => ({ ...p, ...check(p) })));
