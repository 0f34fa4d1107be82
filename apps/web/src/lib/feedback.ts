/**
 * Toasts, the loading indicator and confirmation dialogs. antd-mobile's imperative APIs (and the React 19
 * shim they need) are loaded on first use, which keeps them out of the first load.
 */
const antd = () => import('./antd.ts');

/** docs/product.md "Loading and feedback": toast duration 2000 ms. */
export const TOAST_DURATION_MS = 2000;

export function toast(content: string): void {
  if (!content) return;
  void antd().then(({ Toast }) => Toast.show({ content, duration: TOAST_DURATION_MS }));
}

let loadingCount = 0;

/** The 'loading' indicator of docs/product.md "Loading and feedback", shared by overlapping requests. */
export function showLoading(text: string): void {
  loadingCount += 1;
  if (loadingCount !== 1) return;
  void antd().then(({ Toast }) => {
    if (loadingCount > 0) Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: true });
  });
}

export function hideLoading(): void {
  if (loadingCount === 0) return;
  loadingCount -= 1;
  if (loadingCount === 0) void antd().then(({ Toast }) => loadingCount === 0 && Toast.clear());
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  cancelText: string;
  confirmText: string;
}

/** A two-button question; resolves true on confirm. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await antd();
  return Dialog.confirm(options);
}
