import './styles/theme.css';
import './styles/base.css';
import './styles/antdMobile.css';
import './styles/forms.css';
import './styles/kit.css';
import './styles/screens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { enableKeyboardAccess } from './app/shell/keyboardAccess.ts';
import { initI18n } from './lib/i18n.ts';
import { startPreferenceSync } from './lib/preferences.ts';
import { followReducedMotion } from './lib/reducedMotion.ts';
import { restoreLifeData } from './lib/storage.ts';

// docs/product.md "Local storage": lifeData (token, profile) and the saved language are restored before the
// first screen.
restoreLifeData();
initI18n();
// Elder mode (docs/architecture.md "Elder mode") and the language follow lifeData, including an account's own
// on login.
startPreferenceSync();
// Less motion when the system asks for it, in antd-mobile's springs too.
followReducedMotion();

const container = document.getElementById('root');
if (container) {
  // antd-mobile's list rows and switches answer the keyboard too (app/shell/keyboardAccess.ts).
  enableKeyboardAccess();
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
