import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  crc32,
  drawCaptchaPng,
  encodePng,
  PNG_SIGNATURE,
} from './account-captcha-image.ts';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Reads a PNG's chunks back, checking each one's CRC-32 over its type and data. */
function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: Buffer.from(typeAndData.subarray(4)),
      crcOk: crc32(typeAndData) === crc,
    });
    at += 12 + length;
  }
  return chunks;
}

/** The pixels of an unfiltered 8-bit RGB PNG, three bytes each, row by row. */
function pixelsOf(png: Buffer, width: number, height: number): Buffer {
  const idat = Buffer.concat(
    chunksOf(png)
      .filter((c) => c.type === 'IDAT')
      .map((c) => c.data),
  );
  const rows = inflateSync(idat);
  expect(rows.length).toBe(height * (width * 3 + 1));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    expect(rows[y * (width * 3 + 1)], 'filter type None').toBe(0);
    rows.copy(pixels, y * width * 3, y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
  }
  return pixels;
}

describe('the FastBee app captcha picture (a PNG its webview sniffs)', () => {
  it('is a valid PNG: signature, IHDR of an 8-bit RGB picture, IDAT, IEND, every CRC right', () => {
    const png = drawCaptchaPng('2580', 7);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const chunks = chunksOf(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const ihdr = chunks[0]!.data;
    expect(ihdr.length).toBe(13);
    expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(chunks[2]!.data.length).toBe(0);
    // The app's image box is 4:1 (240rpx × 60rpx on login, 120px × 30px on register).
    expect(CAPTCHA_WIDTH / CAPTCHA_HEIGHT).toBe(4);
  });

  it("computes CRC-32 as PNG wants it (the standard check value of '123456789')", () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('is the same bytes for the same digits and seed, and different for other digits or another seed', () => {
    const png = drawCaptchaPng('0417', 12345);
    expect(drawCaptchaPng('0417', 12345).equals(png)).toBe(true);
    expect(drawCaptchaPng('0418', 12345).equals(png)).toBe(false);
    expect(drawCaptchaPng('0417', 12346).equals(png)).toBe(false);
  });

  it('draws ink on a light background, and never carries the digits as text', () => {
    const png = drawCaptchaPng('9361', 99);
    const pixels = pixelsOf(png, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 3)
      if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 450) dark += 1;
    // Four 5×7 glyphs at 4× are a few hundred dark pixels, plus three lines; far from all of the picture.
    expect(dark).toBeGreaterThan(300);
    expect(dark).toBeLessThan((CAPTCHA_WIDTH * CAPTCHA_HEIGHT) / 2);
    expect(png.toString('latin1')).not.toContain('9361');
  });

  it('refuses anything but digits', () => {
    expect(() => drawCaptchaPng('12a4', 1)).toThrow();
  });

  it('encodes any RGB picture losslessly', () => {
    const pixels = Uint8Array.from({ length: 3 * 5 * 2 }, (_, i) => (i * 37) % 256);
    const png = encodePng(5, 2, pixels);
    expect(pixelsOf(png, 5, 2).equals(Buffer.from(pixels))).toBe(true);
  });
});
