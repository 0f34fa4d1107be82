/**
 * How a camera's stream is played (the FastBee app used Jessibuca; docs/fastbee.md "Device page"):
 * HLS through hls.js where Media Source Extensions exist, else the browser's own HLS (iOS Safari);
 * HTTP-FLV through mpegts.js; anything else straight in the video element. The players are loaded on first
 * use only (they are large), and run without Web Workers: the app's CSP allows no blob: workers.
 */
export type StreamKind = 'hls' | 'flv' | 'file';

export function streamKind(url: string): StreamKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.flv')) return 'flv';
  return 'file';
}

/** Relative stream URLs (the demo camera's) are taken from this app's origin. */
export function resolveStreamUrl(
  url: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return '';
  }
}

export class UnsupportedStreamError extends Error {}

const hasMse = () => typeof MediaSource !== 'undefined' && typeof MediaSource.isTypeSupported === 'function';

/** Starts a stream in the element; `onFatal` hears an error the player could not recover from. Returns the stop. */
export async function attachStream(
  video: HTMLVideoElement,
  url: string,
  onFatal: (reason: string) => void,
): Promise<() => void> {
  const kind = streamKind(url);
  if (kind === 'hls') {
    if (hasMse()) {
      // The light build: no subtitles, alternate audio or DRM, which a care camera does not use.
      const { default: Hls } = await import('hls.js/light');
      if (Hls.isSupported()) {
        const hls = new Hls({ enableWorker: false, lowLatencyMode: false });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onFatal(`${data.type}: ${data.details}`);
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        return () => hls.destroy();
      }
    }
    if (video.canPlayType('application/vnd.apple.mpegurl')) return playNative(video, url);
    throw new UnsupportedStreamError('hls');
  }
  if (kind === 'flv') {
    const { default: mpegts } = await import('mpegts.js');
    if (!mpegts.getFeatureList().mseLivePlayback) throw new UnsupportedStreamError('flv');
    const player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, { enableWorker: false });
    player.on(mpegts.Events.ERROR, (type: string, detail: string) => onFatal(`${type}: ${detail}`));
    player.attachMediaElement(video);
    player.load();
    return () => {
      player.unload();
      player.detachMediaElement();
      player.destroy();
    };
  }
  return playNative(video, url);
}

function playNative(video: HTMLVideoElement, url: string): () => void {
  video.src = url;
  return () => {
    video.removeAttribute('src');
    video.load();
  };
}
