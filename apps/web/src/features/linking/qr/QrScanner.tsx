import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionFlow } from '../permissions/PermissionFlow.tsx';
import { decodeQr, decodeQrFile } from './decodeQr.ts';

/** One decode attempt every this many ms: enough for a steady hand, light on an old phone. */
const SCAN_EVERY_MS = 300;

/**
 * The phone camera as a QR scanner (after the camera permission flow of
 * docs/product.md "Phone permissions"), or a picked photo.
 * Calls `onText` with the first code read; the caller parses it.
 */
export function QrScanner({ onText, onClose }: { onText: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation('linking');
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const permission = usePermissionFlow();
  // Stable across renders (useCallback): the camera is asked for once per opening of the scanner.
  const ask = permission.ask;
  const [state, setState] = useState<'asking' | 'scanning' | 'noCamera' | 'reading'>('asking');
  const done = useRef(false);
  const deliver = useRef(onText);
  deliver.current = onText;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      if (stopped || done.current || !video.current || !canvas.current) return;
      const text = video.current.readyState >= 2 ? await decodeQr(video.current, canvas.current) : undefined;
      if (text && !done.current && !stopped) {
        done.current = true;
        deliver.current(text);
        return;
      }
      timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
    };
    void (async () => {
      const allowed = await ask('camera');
      if (stopped) return;
      if (!allowed || !navigator.mediaDevices?.getUserMedia) return setState('noCamera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        return setState('noCamera');
      }
      if (stopped || !video.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setState('scanning');
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [ask]);

  const pick = async (file: File | undefined) => {
    if (!file || !canvas.current) return;
    setState('reading');
    const text = await decodeQrFile(file, canvas.current).catch(() => undefined);
    done.current = true;
    // An unreadable picture is reported like a wrong code: the caller shows the format message.
    deliver.current(text ?? '');
  };

  return (
    <section className="lk-scanner" aria-label={t('scan.title')} data-testid="qr-scanner" data-state={state}>
      <div className="lk-scanner__view">
        <video ref={video} className="lk-scanner__video" muted playsInline tabIndex={-1} />
        <span className="lk-scanner__frame" aria-hidden="true" />
      </div>
      <canvas ref={canvas} className="visually-hidden" />
      <p className="hint" role="status">
        {t(`scan.${state}`)}
      </p>
      <div className="lk-row">
        <label className="kit-button">
          {t('scan.pickPhoto')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(e) => void pick(e.target.files?.[0])}
            data-testid="qr-photo"
          />
        </label>
        <button type="button" className="kit-button" onClick={onClose}>
          {t('scan.close')}
        </button>
      </div>
      {permission.element}
    </section>
  );
}
