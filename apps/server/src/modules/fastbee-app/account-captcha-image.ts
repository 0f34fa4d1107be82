import { deflateSync } from 'node:zlib';

/**
 * The FastBee app's captcha picture. The app shows `'data:image/gif;base64,' + img` in a webview, which
 * sniffs the bytes (any raster it knows works, an SVG does not), and its code field accepts digits only
 * (docs/fastbee-app.md): so the digits of Linli's one-time captcha are drawn here as a small PNG with a
 * bitmap font, jittered, sheared and crossed by noise. Drawn from the answer and a seed the caller picks at
 * random, so the same digits never give the same bytes twice (no table of 10,000 pictures solves it).
 */
export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 40;

/** 5×7 glyphs of the ten digits, one string of five bits per row. */
const GLYPHS: readonly (readonly string[])[] = [
  ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
];
const SCALE = 4;
const CELL = 36;

type Rgb = readonly [number, number, number];

/** mulberry32: a small seeded generator, so a picture is reproducible from (digits, seed) in tests. */
function generator(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i += 1) this.pixels.set(background, i * 3);
  }
  set(x: number, y: number, colour: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(colour, (Math.floor(y) * this.width + Math.floor(x)) * 3);
  }
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s += 1)
      this.set(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, colour);
  }
}

/** A dark, saturated colour for ink (digits, lines) that stays readable on the light background. */
const ink = (random: (below: number) => number): Rgb => [random(110), random(110), 60 + random(120)];

/** The digits as a PNG picture; the same (digits, seed) always gives the same bytes. */
export function drawCaptchaPng(digits: string, seed: number): Buffer {
  if (!/^\d+$/.test(digits)) throw new Error('a captcha picture draws digits only');
  const random = generator(seed);
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [236 + random(20), 240 + random(16), 244]);
  for (let i = 0; i < 90; i += 1)
    canvas.set(random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), [150 + random(90), 150 + random(90), 200]);
  const left = Math.floor((CAPTCHA_WIDTH - digits.length * CELL) / 2) + 4;
  [...digits].forEach((digit, index) => {
    const glyph = GLYPHS[Number(digit)]!;
    const colour = ink(random);
    const x0 = left + index * CELL + random(7);
    const y0 = 2 + random(CAPTCHA_HEIGHT - 7 * SCALE - 3);
    // A shear of -1, 0 or 1 pixel per glyph row leans the digit a little.
    const lean = random(3) - 1;
    glyph.forEach((row, r) => {
      for (let c = 0; c < row.length; c += 1) {
        if (row[c] !== '1') continue;
        for (let dy = 0; dy < SCALE; dy += 1)
          for (let dx = 0; dx < SCALE; dx += 1)
            canvas.set(x0 + c * SCALE + dx + lean * (3 - r), y0 + r * SCALE + dy, colour);
      }
    });
  });
  for (let i = 0; i < 3; i += 1)
    canvas.line(
      random(CAPTCHA_WIDTH / 3),
      random(CAPTCHA_HEIGHT),
      CAPTCHA_WIDTH - random(CAPTCHA_WIDTH / 3),
      random(CAPTCHA_HEIGHT),
      ink(random),
    );
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}

/** The CRC-32 table (polynomial 0xEDB88320), made once; zlib's own crc32 needs Node 20.15 or newer. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks carry it (ISO 3309, the same as zlib's). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit truecolour (RGB) PNG of `pixels` (row by row, three bytes a pixel), unfiltered rows. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, no filter, no interlace
  const stride = width * 3;
  const rows = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y += 1)
    rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
