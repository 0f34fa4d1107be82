import { PlayOutline, SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachStream, UnsupportedStreamError } from '../player.ts';
import '../video.css';

type State = 'loading' | 'playing' | 'error';

/**
 * A live view with its three states: loading (spinner text), playing, and error with a retry that
 * starts the stream again from scratch. Muted so the browser lets it start by itself. The channel's name
 * is shown, never the stream's address; play/pause, sound and full screen are large buttons of their own
 * (the browser's overlay controls are too small for elder mode, ARCHITECTURE §3a).
 */
export function VideoPlayer({ url, channel, title }: { url: string; channel: string; title: string }) {
  const { t } = useTranslation('video');
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  const [reason, setReason] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);

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
    const playing = () => {
      if (cancelled) return;
      setState('playing');
      setPaused(false);
    };
    const pausedNow = () => !cancelled && setPaused(true);
    const mediaError = () => fail(element.error?.message || t('error.media'));
    element.addEventListener('playing', playing);
    element.addEventListener('pause', pausedNow);
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
      element.removeEventListener('pause', pausedNow);
      element.removeEventListener('error', mediaError);
      stop?.();
    };
  }, [url, attempt]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };
  const fullScreen = () => {
    const target = frame.current;
    if (!target) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (target.requestFullscreen) void target.requestFullscreen().catch(() => undefined);
    // iOS Safari has no element full screen, only the video's own.
    else
      (video.current as HTMLVideoElement & { webkitEnterFullscreen?: () => void })?.webkitEnterFullscreen?.();
  };

  return (
    <div className="vp" data-testid="video-player" data-state={state} data-reason={reason || undefined}>
      <p className="vp__channel" data-testid="video-channel">
        {channel}
      </p>
      <div className="vp__frame" ref={frame}>
        <video
          ref={video}
          className="vp__video"
          muted={muted}
          playsInline
          autoPlay
          loop
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
        <div className="vp__controls">
          <button
            type="button"
            className="kit-button kit-button--compact"
            onClick={togglePlay}
            data-testid="video-play-pause"
          >
            {paused ? <PlayOutline aria-hidden="true" /> : <span aria-hidden="true">❚❚</span>}{' '}
            {paused ? t('controls.play') : t('controls.pause')}
          </button>
          <button
            type="button"
            className="kit-button kit-button--compact"
            onClick={toggleMute}
            aria-pressed={!muted}
            data-testid="video-mute"
          >
            {muted ? <SoundMuteOutline aria-hidden="true" /> : <SoundOutline aria-hidden="true" />}{' '}
            {muted ? t('controls.unmute') : t('controls.mute')}
          </button>
          <button
            type="button"
            className="kit-button kit-button--compact"
            onClick={fullScreen}
            data-testid="video-fullscreen"
          >
            {t('controls.fullscreen')}
          </button>
        </div>
      )}
      {state === 'playing' && (
        <p className="vp__live" data-testid="video-playing">
          <span aria-hidden="true">● </span>
          {paused ? t('paused') : t('playing')}
        </p>
      )}
    </div>
  );
}
