import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { beginStartupSessionCheck } from './features/auth/stores/startup-session-check.ts';
import { applyStoredColorVariables } from './features/theme/stores/color-theme-boot.ts';
import { startThemeSync } from './features/theme/stores/theme.store.ts';

// Apply the stored theme before the first render so the page never flashes the wrong one.
startThemeSync();
// The colour theme's page variables as last applied; the theme code itself (with the presets and zod)
// loads beside the first page and then follows the user's saved theme.
applyStoredColorVariables();
// The stored session's /auth/me check starts now, beside the first page's chunks.
beginStartupSessionCheck();
void import('./app/user-preferences.ts').then((preferences) => preferences.startThemeAndPreferencesSync());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
