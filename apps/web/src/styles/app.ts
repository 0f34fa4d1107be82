/*
 * The app's stylesheets, loaded by src/main.tsx as a dynamic import: Vite turns it into a stylesheet the app
 * waits for before its first render, so the app's CSS never holds the static shell's first paint (index.html,
 * public/shell.css) and no screen shows unstyled. src/boot.ts preloads it with the app's code
 * (build/preload.ts preloadApp).
 */
import './theme.css';
import './base.css';
import './antdMobile.css';
import './forms.css';
import './kit.css';
import './screens.css';
