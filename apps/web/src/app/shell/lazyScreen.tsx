import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/**
 * docs/product.md "Loading and feedback": the loader appears only after 200 ms; a screen that has not arrived
 * after 60 s has failed.
 */
export const SCREEN_LOADER_DELAY_MS = 200;
export const SCREEN_LOAD_TIMEOUT_MS = 60_000;

type Loader = () => Promise<{ default: ComponentType }>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('screen load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function DelayedLoader({ delay = SCREEN_LOADER_DELAY_MS }: { delay?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="screen-loader" role="status" aria-live="polite">
      <span className="kit-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="screen-failed" onClick={onRetry} data-testid="screen-retry">
      <span aria-hidden="true" className="screen-failed__icon">
        ⟳
      </span>
      <span>{t('screen.loadFailed')}</span>
    </button>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('screen failed to load', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <LoadFailed onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** A lazy screen; `preload()` fetches its code ahead of rendering (resolves when loaded or failed). */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * A lazily loaded screen (React.lazy) with the behaviour of docs/product.md "Loading and feedback": loader
 * after 200 ms; a timeout or a failed chunk shows 'connection to server timed out, tap screen to retry', and
 * a tap loads it again. Once its code is here (after `preload()`, e.g. main.tsx for the first screen) it
 * renders at once, without a loader in between.
 */
export function lazyScreen(load: Loader, timeout = SCREEN_LOAD_TIMEOUT_MS): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => {
    pending = withTimeout(load(), timeout).then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const create = () => lazy(() => pending ?? start());
  let Current = create();
  function LazyScreen() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      pending = undefined;
      Current = create();
      setAttempt((n) => n + 1);
    };
    const Screen = loaded ?? Current;
    return (
      <ScreenBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<DelayedLoader />}>
          <Screen />
        </Suspense>
      </ScreenBoundary>
    );
  }
  LazyScreen.preload = () =>
    (pending ?? start()).then(
      () => undefined,
      () => {
        // The screen shows its retry when rendered; the next attempt loads afresh.
        pending = undefined;
      },
    );
  return LazyScreen;
}
