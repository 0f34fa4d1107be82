import '../lib/antd.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, preloadAllNamespaces } from '../lib/i18n.ts';
import { bindNavigator } from '../lib/navigation.ts';
import { restoreLifeData } from '../lib/storage.ts';

// antd-mobile's imperative Toast/Dialog render in their own roots and animate after the test's act()
// has ended; React's 'not wrapped in act' warning for them (and antd's px probe, which needs real
// layout) is noise here. Everything else reaches the console.
const NOISE = [/not wrapped in act\(/, /The px tester is not rendering properly/];
// Test files share one module graph (isolate: false) and this file runs before each: filter once.
const filtered = globalThis as { __consoleFiltered?: boolean };
for (const level of filtered.__consoleFiltered ? [] : (['error', 'warn'] as const)) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && NOISE.some((pattern) => pattern.test(args[0] as string))) return;
    original(...args);
  };
}
filtered.__consoleFiltered = true;

// findBy… and waitFor give up after 1 s by default: a sign-in that answers, stores the token, reads the profile
// and navigates took 1.36 s once in CI while the other workers ran (BindLoginScreen.test.tsx). They return as
// soon as the condition holds, so a longer bound only changes how long a real failure takes to report.
configure({ asyncUtilTimeout: 5000 });

initI18n('zh-CN');
preloadAllNamespaces(import.meta.glob('../locales/*/*.json', { eager: true }));
// Test files share one module graph (isolate: false). A screen the app loads lazily (a route, the live
// alerts) must never be half-loaded when a file's environment is torn down, or the failed load stays
// cached for the files after it: every module a lazy import can reach is loaded here, once per worker.
import.meta.glob(['../app/**/*.{ts,tsx}', '../features/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  eager: true,
});

afterEach(async () => {
  cleanup();
  const { Toast } = await import('../lib/antd.ts');
  Toast.clear();
  document.body.innerHTML = '';
  localStorage.clear();
  restoreLifeData();
  bindNavigator(undefined);
  await initI18n('zh-CN').changeLanguage('zh-CN');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
