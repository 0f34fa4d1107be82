import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstScreen } from './app/routes.tsx';
import { enableKeyboardAccess } from './app/shell/keyboardAccess.ts';
import { initI18n } from './lib/i18n.ts';
import { startPreferenceSync } from './lib/preferences.ts';
import { appQueryClient } from './lib/queryClient.ts';
import { followReducedMotion } from './lib/reducedMotion.ts';
import { restoreLifeData } from './lib/storage.ts';

// index.html's static shell is on screen already; the app's stylesheet downloads beside this script without
// holding that paint (styles/app.ts), and the app waits for it before replacing the shell.
const styles = import('./styles/app.ts');

// docs/product.md "Local storage": lifeData (token, profile) and the saved language are restored before the
// first screen.
restoreLifeData();
initI18n();
// Elder mode (docs/architecture.md "Elder mode") and the language follow lifeData, including an account's own
// on login.
startPreferenceSync();
// Less motion when the system asks for it, in antd-mobile's springs too.
followReducedMotion();
// The App's query client exists before the first screen's code loads, so that screen's loader can start its
// reads at once (preloadHome).
appQueryClient();

const container = document.getElementById('root');
if (container) {
  // antd-mobile's list rows and switches answer the keyboard too (app/shell/keyboardAccess.ts).
  enableKeyboardAccess();
  // The shell stays until the first screen's code is here: it is replaced by that screen, not by an empty page.
  // A stylesheet or screen that fails to load still renders: the screen offers its retry (lazyScreen.tsx).
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the browser
  // answer a tap in between, instead of holding the main thread for the whole first screen (Lighthouse's
  // total blocking time). The shell stays on screen until the render is done.
  void Promise.all([styles.catch(() => undefined), preloadFirstScreen()]).then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  });
}
