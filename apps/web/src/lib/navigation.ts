/**
 * Navigation from outside React (the request layer's 401 relaunch, the upload dialog). The router binds
 * itself here when it is created; de-duplication lives here too so every caller shares it.
 */
export interface NavigateOptions {
  replace?: boolean;
}
type NavigateFn = (to: string, options?: NavigateOptions) => void;

let bound: NavigateFn | undefined;

export function bindNavigator(navigate: NavigateFn | undefined): void {
  bound = navigate;
}

/**
 * True when `target` names the page already shown (docs/product.md "Screens and routes": such navigation is
 * dropped).
 */
export function isSameTarget(target: string, current: { pathname: string; search: string }): boolean {
  const [path = '', query = ''] = target.split('?');
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const currentQuery = current.search.startsWith('?') ? current.search.slice(1) : current.search;
  return normalise(path || current.pathname) === normalise(current.pathname) && query === currentQuery;
}

function currentHashLocation(): { pathname: string; search: string } {
  const hash = globalThis.location?.hash.replace(/^#/, '') || '/';
  const [pathname = '/', search = ''] = hash.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (isSameTarget(to, currentHashLocation())) return;
  if (bound) bound(to, options);
  else if (globalThis.location) globalThis.location.hash = `#${to}`;
}

/** uni-app's reLaunch: replace the current entry so back does not return to the refused page. */
export function relaunch(to: string): void {
  if (bound) bound(to, { replace: true });
  else if (globalThis.location) globalThis.location.hash = `#${to}`;
}
