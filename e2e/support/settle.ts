import type { Page } from 'playwright-core';

/**
 * When a screen is "settled" for the accessibility sweep, and the wait for it. A settled screen has no
 * request in flight, no loader or skeleton, no toast, dialog or popup, no CSS animation or transition running
 * and no antd-mobile spring moving (those animate inline styles from JavaScript, which
 * document.getAnimations() does not see). axe measures colours as painted, so a screen judged while a toast
 * fades reads as a contrast failure that no person ever sees, or hides one that they do.
 */

/** How long the page must have had no request in flight and no DOM change before it is judged. */
const QUIET_MS = 150;
/** How long a screen may take to settle before the sweep gives up and reports what kept it busy. */
export const SETTLE_TIMEOUT_MS = 15_000;

export interface PageWatch {
  /** Waits until the screen is settled (see above); throws, naming what is still busy, after the timeout. */
  settle(timeoutMs?: number): Promise<void>;
  /**
   * What keeps the screen from being settled right now; empty when it is settled. `quietMs`: how long the
   * requests and the DOM must have been still (after a measurement: since it started).
   */
  unsettled(quietMs?: number): Promise<string[]>;
}

const watches = new WeakMap<Page, PageWatch>();

/**
 * The page's watch, started on first use: its requests (lazy chunks, API reads) are counted from then on, so
 * call it as soon as the page is opened. WebSockets (the live MQTT connection) do not count.
 */
export function watchPage(page: Page): PageWatch {
  let watch = watches.get(page);
  if (!watch) {
    watch = startWatch(page);
    watches.set(page, watch);
  }
  return watch;
}

function startWatch(page: Page): PageWatch {
  const inFlight = new Set<string>();
  let lastChange = Date.now();
  const ignored = (url: string) => url.startsWith('ws') || url.includes('/mqtt');
  const key = (r: { url(): string; method(): string }) => `${r.method()} ${r.url()}`;
  page.on('request', (r) => {
    if (ignored(r.url())) return;
    inFlight.add(key(r));
    lastChange = Date.now();
  });
  const done = (r: { url(): string; method(): string }) => {
    if (ignored(r.url())) return;
    inFlight.delete(key(r));
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  async function unsettled(quietMs = QUIET_MS): Promise<string[]> {
    const reasons = [...inFlight].map((r) => `request in flight: ${r}`);
    if (Date.now() - lastChange < quietMs)
      reasons.push(`a request started or ended in the last ${quietMs} ms`);
    return [
      ...reasons,
      ...(await page.evaluate(busyInPage, quietMs)),
      ...(await page.evaluate(motionInPage, true)),
    ];
  }

  return {
    unsettled,
    async settle(timeoutMs = SETTLE_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      let reasons = await unsettled();
      while (reasons.length > 0) {
        if (Date.now() > deadline) throw new NotSettledError(page.url(), reasons);
        await page.evaluate(nextFrames);
        reasons = await unsettled();
      }
    },
  };
}

/** Thrown when axe would have judged a screen that was still moving or loading. */
export class NotSettledError extends Error {
  constructor(url: string, reasons: string[]) {
    super(`${url} is not settled: ${reasons.join('; ')}`);
  }
}

/**
 * Two animation frames: a spring or a render started in this frame shows in the next one. A page that is not
 * in front may get no frames, so a timer ends the wait too.
 */
function nextFrames(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    setTimeout(resolve, 100);
  });
}

/**
 * Runs in the page: what is still loading or open over the screen. A MutationObserver installed on first use records the
 * time of the last DOM change, so "the DOM has been quiet for `quietMs`" needs no sleep of its own.
 */
async function busyInPage(quietMs: number): Promise<string[]> {
  type Watched = Window & { __sweepLastMutation?: number };
  const w = window as Watched;
  if (w.__sweepLastMutation === undefined) {
    w.__sweepLastMutation = performance.now();
    new MutationObserver(() => {
      w.__sweepLastMutation = performance.now();
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }
  const reasons: string[] = [];
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    return style.display !== 'none' && style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
  };
  const name = (el: Element | null) =>
    el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '?';
  if (performance.now() - w.__sweepLastMutation < quietMs)
    reasons.push(`the page changed in the last ${quietMs} ms`);
  if (document.readyState !== 'complete') reasons.push('the document is still loading');
  if (!document.querySelector('h1')) reasons.push('no level-one heading yet (the screen has not rendered)');
  for (const el of Array.from(document.querySelectorAll('.screen-loader, .adm-skeleton'))) {
    if (shown(el)) reasons.push(`still loading: ${name(el)}`);
  }
  for (const el of Array.from(document.querySelectorAll('.adm-toast-mask'))) {
    reasons.push(`a toast is showing: "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  }
  for (const el of Array.from(
    document.querySelectorAll('.adm-mask, .adm-popup-body, .adm-center-popup-body'),
  )) {
    if (shown(el) && Number(getComputedStyle(el).opacity) > 0)
      reasons.push(`an overlay is open: ${name(el)}`);
  }
  return reasons;
}

/**
 * Runs in the page: what is moving now — CSS animations and transitions, script animations, and antd-mobile's
 * springs, which write inline opacity and transform every frame and are read across two frames. Endless
 * animations (a spinner) count only when `withEndless`: on a screen that should be done they mean loading.
 */
async function motionInPage(withEndless: boolean): Promise<string[]> {
  const reasons: string[] = [];
  const name = (el: Element | null) =>
    el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '?';
  for (const animation of document.getAnimations()) {
    if (animation.playState !== 'running') continue;
    const effect = animation.effect as KeyframeEffect | null;
    if (!withEndless && effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) continue;
    const what =
      (animation as CSSAnimation).animationName ??
      (animation as CSSTransition).transitionProperty ??
      'script';
    reasons.push(`moving: ${what} on ${name(effect?.target ?? null)}`);
  }
  const springs = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[class*="adm-"][style]'))
      .map((el) => `${el.style.opacity}|${el.style.transform}`)
      .join(',');
  const before = springs();
  await new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    setTimeout(resolve, 100);
  });
  if (springs() !== before) reasons.push('an antd-mobile spring is moving');
  return reasons;
}

/**
 * Waits until nothing on the page moves (toasts and dialogs done fading in, transitions ended), for a picture
 * of what a person sees; endless spinners do not hold it up. Gives up quietly after `timeoutMs`.
 */
export async function waitUntilStill(page: Page, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (await page.evaluate(motionInPage, false)).length > 0);
}
