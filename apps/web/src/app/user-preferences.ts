import type { Preferences, PublicUser } from '@northstar/shared/auth';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';
import { applyThemePreferences, startColorThemeSync } from '../features/theme/stores/color-theme.store.ts';
import { apiRequest } from '../lib/api-client.ts';

// Glue between the session (features/auth) and what reads or writes the user's preferences
// (sidebar order, theme, AI settings): features never import each other, so it lives here.

type PlainObject = Record<string, unknown>;
const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same deep merge the server applies: objects merge, everything else (arrays too) replaces. */
export function mergePreferences(base: Preferences, patch: Preferences): Preferences {
  const merge = (a: PlainObject, b: PlainObject): PlainObject => {
    const out: PlainObject = { ...a };
    for (const [key, value] of Object.entries(b)) {
      if (value === undefined) continue;
      out[key] =
        isPlainObject(value) && isPlainObject(out[key]) ? merge(out[key] as PlainObject, value) : value;
    }
    return out;
  };
  return merge(base as PlainObject, patch as PlainObject) as Preferences;
}

export const putPreferences = (userId: string, preferences: Preferences) =>
  apiRequest<{ preferences?: Preferences }>(`/users/${encodeURIComponent(userId)}/preferences`, {
    method: 'PUT',
    body: { preferences },
  });

const setSessionPreferences = (userId: string, update: (current: Preferences) => Preferences) =>
  useAuthStore.setState((state) =>
    state.user && state.user.id === userId
      ? { user: { ...state.user, preferences: update(state.user.preferences ?? {}) } }
      : {},
  );

/**
 * Applies `patch` to the signed-in user's preferences at once (kept in the stored session, so it
 * survives a reload), then saves it. Resolves false when the save failed: the local change stays.
 */
export async function saveUserPreferences(patch: Preferences): Promise<boolean> {
  const user = useAuthStore.getState().user;
  if (!user) return false;
  setSessionPreferences(user.id, (current) => mergePreferences(current, patch));
  try {
    const result = await putPreferences(user.id, patch);
    if (result?.preferences) {
      const saved = result.preferences;
      setSessionPreferences(user.id, () => saved);
    }
    return true;
  } catch (error) {
    console.error('[preferences] save failed; the change is kept on this device only', error);
    return false;
  }
}

/** Replaces the signed-in user (e.g. after a profile update), keeping the session. */
export const setSessionUser = (user: PublicUser) =>
  useAuthStore.setState((state) => (state.user?.id === user.id ? { user } : {}));

const themeSnapshot = (preferences: Preferences | undefined) =>
  JSON.stringify([
    preferences?.colorTheme,
    preferences?.customColors,
    preferences?.isCustomTheme,
    preferences?.appearance,
  ]);

/**
 * Whenever the session's user arrives with a different saved theme (sign-in, session check at start,
 * another browser's change), that theme is applied, so it follows the user from browser to browser.
 */
export function startPreferencesSync(): () => void {
  let last = '';
  const sync = (user: PublicUser | null) => {
    if (!user) {
      last = '';
      return;
    }
    const snapshot = themeSnapshot(user.preferences);
    if (snapshot === last) return;
    last = snapshot;
    applyThemePreferences(user.preferences);
  };
  sync(useAuthStore.getState().user);
  return useAuthStore.subscribe((state) => sync(state.user));
}

/** Started by main.tsx: the colour theme on <html>, then the signed-in user's saved theme. */
export function startThemeAndPreferencesSync(): () => void {
  const stopTheme = startColorThemeSync();
  const stopPreferences = startPreferencesSync();
  return () => {
    stopPreferences();
    stopTheme();
  };
}
