/**
 * Reads a QR code from a camera frame or a picture: the browser's BarcodeDetector where there is one, else
 * jsQR, loaded only when first needed (it never reaches the first load).
 */
type Drawable = HTMLVideoElement | HTMLImageElement | ImageBitmap | HTMLCanvasElement;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: Drawable): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

let detector: BarcodeDetectorLike | null | undefined;

function nativeDetector(): BarcodeDetectorLike | null {
  if (detector !== undefined) return detector;
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  try {
    detector = Native ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    detector = null;
  }
  return detector;
}

function sizeOf(source: Drawable): { width: number; height: number } {
  if (source instanceof HTMLVideoElement) return { width: source.videoWidth, height: source.videoHeight };
  if (source instanceof HTMLImageElement) return { width: source.naturalWidth, height: source.naturalHeight };
  return { width: source.width, height: source.height };
}

/** Big photos are scaled down: jsQR's time grows with the pixel count, a QR code needs far fewer. */
const MAX_SIDE = 1024;

export async function decodeQr(source: Drawable, canvas: HTMLCanvasElement): Promise<string | undefined> {
  const native = nativeDetector();
  if (native) {
    try {
      return (await native.detect(source))[0]?.rawValue;
    } catch {
      // Fall through to jsQR.
    }
  }
  const { width, height } = sizeOf(source);
  if (!width || !height) return undefined;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const { default: jsQR } = await import('jsqr');
  return jsQR(image.data, image.width, image.height)?.data;
}

/** A picked photo (the album path of the scan in docs/product.md "Linking devices"). */
export async function decodeQrFile(file: Blob, canvas: HTMLCanvasElement): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQr(bitmap, canvas);
  } finally {
    bitmap.close();
  }
}
