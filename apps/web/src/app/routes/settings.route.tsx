import { PRODUCT_NAME } from '@northstar/shared/brand';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { isSettingsTab, SettingsPage } from '../../features/settings/components/settings-page.tsx';
import { activeThemeColors, effectivePreset } from '../../features/theme/stores/color-theme.store.ts';
import { useThemeControls } from '../use-theme-controls.ts';
import { saveUserPreferences, setSessionUser } from '../user-preferences.ts';

export default function SettingsRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const theme = useThemeControls();

  if (!user) return <Navigate to="/login" replace />;
  const requested = params.get('tab');
  const tab = isSettingsTab(requested) ? requested : 'profile';

  // The server has already ended the session; drop it here too and send the user to sign in.
  const onSignedOut = async (message: string) => {
    await logout();
    toast.success(message, { duration: 6000 });
    navigate('/login', { replace: true });
  };

  return (
    <>
      <title>{`Settings - ${PRODUCT_NAME}`}</title>
      <SettingsPage
        user={user}
        tab={tab}
        onTabChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
        onProfileSaved={setSessionUser}
        appearance={{
          mode: theme.mode,
          activePreset: effectivePreset(theme.settings.colorTheme, theme.mode).value,
          activeColors: activeThemeColors(theme.settings, theme.mode),
          isCustomTheme: theme.settings.isCustomTheme,
          onModeChange: theme.setMode,
          onSelectPreset: theme.selectPreset,
          onCustomColors: theme.setCustomColors,
          onReset: theme.reset,
        }}
        onSaveAi={(ai) => saveUserPreferences({ ai })}
        onSignedOut={(message) => void onSignedOut(message)}
      />
    </>
  );
}
