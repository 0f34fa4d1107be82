import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
// Toasts and dialogs follow the reduced-motion setting before the first one shows.
import './antdMotion.ts';

/**
 * antd-mobile 5 renders Toast, Dialog and Modal imperatively with the legacy ReactDOM.render, which
 * React 19 removed; without this shim they render nothing (docs/architecture.md "Versions"). This module is
 * the only door to the imperative APIs (lib/feedback.ts loads it on first use, the test setup imports it), so
 * the shim is always in place before they run.
 */
type Container = (Element | DocumentFragment) & { __linliRoot?: Root };

unstableSetRender((node, container) => {
  const host = container as Container;
  host.__linliRoot ??= createRoot(host);
  const root = host.__linliRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__linliRoot;
  };
});

export { Dialog, Toast };
