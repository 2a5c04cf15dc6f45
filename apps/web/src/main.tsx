import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startThemeSync } from './features/theme/stores/theme.store.ts';

// Apply the stored theme before the first render so the page never flashes the wrong one.
startThemeSync();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
