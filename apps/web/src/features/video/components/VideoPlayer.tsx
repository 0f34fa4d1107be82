import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachStream, UnsupportedStreamError } from '../player.ts';
import '../video.css';

type State = 'loading' | 'playing' | 'error';

/**
 * A live view with its three states: loading (spinner text), playing, and error with a retry that
 * starts the stream again from scratch. Muted so the browser lets it start by itself.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('video');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>('loading');
  const [reason, setReason] = useState('');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) starts the stream again
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    setState('loading');
    setReason('');
    const fail = (why: string) => {
      if (cancelled) return;
      setReason(why);
      setState('error');
      stop?.();
      stop = undefined;
    };
    const playing = () => !cancelled && setState('playing');
    const mediaError = () => fail(element.error?.message || t('error.media'));
    element.addEventListener('playing', playing);
    element.addEventListener('error', mediaError);
    attachStream(element, url, fail).then(
      (stopStream) => {
        if (cancelled) return stopStream();
        stop = stopStream;
        void element.play().catch(() => {
          // Autoplay refused: the controls let the person start it; keep 'loading' until it plays.
        });
      },
      (error: unknown) =>
        fail(error instanceof UnsupportedStreamError ? t('error.unsupported') : String(error)),
    );
    return () => {
      cancelled = true;
      element.removeEventListener('playing', playing);
      element.removeEventListener('error', mediaError);
      stop?.();
    };
  }, [url, attempt]);

  return (
    <div className="vp" data-testid="video-player" data-state={state}>
      <div className="vp__frame">
        <video
          ref={video}
          className="vp__video"
          muted
          playsInline
          autoPlay
          loop
          controls={state === 'playing'}
          aria-label={title}
          data-testid="video-element"
        />
        {state === 'loading' && (
          <div className="vp__overlay" role="status" aria-live="polite" data-testid="video-loading">
            <span className="kit-spinner vp__spinner" aria-hidden="true" />
            <span>{t('loading')}</span>
          </div>
        )}
        {state === 'error' && (
          <div className="vp__overlay vp__overlay--error" role="alert" data-testid="video-error">
            <span aria-hidden="true">⚠</span>
            <strong>{t('error.title')}</strong>
            <span className="vp__reason">{t('error.hint')}</span>
            {reason && <span className="vp__reason">{reason}</span>}
            <button
              type="button"
              className="kit-button kit-button--primary"
              onClick={() => setAttempt((n) => n + 1)}
              data-testid="video-retry"
            >
              {t('retry')}
            </button>
          </div>
        )}
      </div>
      {state === 'playing' && (
        <p className="vp__live" data-testid="video-playing">
          <span aria-hidden="true">● </span>
          {t('playing')}
        </p>
      )}
    </div>
  );
}
