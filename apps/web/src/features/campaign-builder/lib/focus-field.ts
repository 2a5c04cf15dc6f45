// The review's findings name draft fields by dot path ("payment.method", "creatives.copy.headlines.0");
// the step forms mark the element that edits one with data-field. The longest marked prefix wins, so
// "compliance.platformPolicies.facebook" finds the policies group when no single checkbox is marked.

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';
const SAFE_PATH = /^[\w.-]+$/;
/** How long to wait for a lazy step's form to appear. */
const WAIT_MS = 5_000;

/** The focusable element that edits `field` inside `root`, or null while none is there. */
export function findField(root: ParentNode, field: string): HTMLElement | null {
  if (!SAFE_PATH.test(field)) return null;
  const parts = field.split('.');
  for (let n = parts.length; n > 0; n--) {
    const marked = root.querySelector<HTMLElement>(`[data-field="${parts.slice(0, n).join('.')}"]`);
    if (!marked) continue;
    return marked.matches(FOCUSABLE) ? marked : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? null);
  }
  return null;
}

/**
 * Focuses `field` inside `root` now or, for a step still loading, as soon as it appears (up to 5 s).
 * Returns a function that stops waiting.
 */
export function focusField(root: HTMLElement, field: string): () => void {
  const attempt = () => {
    const target = findField(root, field);
    if (!target) return false;
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
    return true;
  };
  if (attempt()) return () => {};
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
