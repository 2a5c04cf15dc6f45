import type { PersistStorage, StorageValue } from 'zustand/middleware';

interface SessionShape {
  token: string | null;
  rememberMe: boolean;
}

// Browsers may refuse storage (private mode, quotas); the session then simply lives in memory.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/**
 * "Remember me" keeps the session in localStorage (survives restarts); otherwise it lives in
 * sessionStorage and ends with the tab. A signed-out state is never written: it clears both.
 */
export function createRememberMeStorage<S extends SessionShape>(): PersistStorage<S> {
  const removeBoth = (name: string) =>
    safely(() => {
      localStorage.removeItem(name);
      sessionStorage.removeItem(name);
    }, undefined);

  return {
    getItem(name) {
      const raw = safely(() => localStorage.getItem(name) ?? sessionStorage.getItem(name), null);
      if (!raw) return null;
      return safely(() => JSON.parse(raw) as StorageValue<S>, null);
    },
    setItem(name, value) {
      if (!value.state.token) {
        removeBoth(name);
        return;
      }
      const [target, other] = value.state.rememberMe
        ? [localStorage, sessionStorage]
        : [sessionStorage, localStorage];
      safely(() => {
        target.setItem(name, JSON.stringify(value));
        other.removeItem(name);
      }, undefined);
    },
    removeItem: removeBoth,
  };
}
