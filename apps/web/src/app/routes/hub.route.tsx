import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { HubPage } from '../../features/hub/components/hub-page.tsx';

const getAccessToken = () => useAuthStore.getState().token;
// The AI service refused the token: ask the API (the authority on sessions); a dead session signs out.
const recheckSession = () => void useAuthStore.getState().checkAuth();

export default function HubRoute() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  // Keyed by the user, so another account gets a fresh hub.
  return (
    <HubPage
      key={user.id}
      getAccessToken={getAccessToken}
      aiPreferences={user.preferences?.ai}
      onAuthExpired={recheckSession}
    />
  );
}
