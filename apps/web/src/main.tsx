import './styles/theme.css';
import './styles/base.css';
import './styles/forms.css';
import './styles/screens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './lib/i18n.ts';
import { applyElderMode } from './lib/preferences.ts';
import { restoreLifeData } from './lib/storage.ts';

// SPEC §3: lifeData (token, profile) and the saved language are restored before the first screen.
const lifeData = restoreLifeData();
applyElderMode(lifeData.elder === true);
initI18n();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  });
}
