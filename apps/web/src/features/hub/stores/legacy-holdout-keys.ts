// Before the API owned the holdout test (issue 21 item 4), this browser remembered in localStorage which
// campaign a conversation's test ran on. Nothing of the test is kept in the browser any more: a returning
// browser's old keys are removed, never read.

const LEGACY_KEY_PREFIX = 'northstar.hub.holdout.';

/** Removes every key the hub used to keep for a holdout test; storage that cannot be read is left be. */
export function clearLegacyHoldoutKeys(): void {
  try {
    const stale: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(LEGACY_KEY_PREFIX)) stale.push(key);
    }
    for (const key of stale) localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing of ours in it.
  }
}
