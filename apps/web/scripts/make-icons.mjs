#!/usr/bin/env node
// Draws the Linli app icons (a house roof over two neighbours on the brand green) and writes PNGs with a
// hand-written encoder (zlib + CRC32), so no image tool is needed. Run: node apps/web/scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const GREEN = [0x1a, 0x6b, 0x52];
const DARK = [0x11, 0x4a, 0x39];
const WHITE = [0xff, 0xff, 0xff];
const WARM = [0xf2, 0xb7, 0x05];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      const i = y * (size * 4 + 1) + 1 + x * 4;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The drawing in unit coordinates (0..1), content scaled into `safe` (maskable icons keep 80 %). */
function draw(size, { safe, rounded }) {
  const samples = 4; // 4x4 supersampling for smooth edges
  const inside = (u, v) => {
    // shape in the safe area
    const s = (1 - safe) / 2;
    const x = (u - s) / safe;
    const y = (v - s) / safe;
    // roof: triangle apex (0.5, 0.14), base y = 0.46 from x 0.12..0.88, drawn as a thick chevron
    const roofOuter = y >= 0.14 + Math.abs(x - 0.5) * 0.84 && y <= 0.5 && x >= 0.1 && x <= 0.9;
    const roofInner = y >= 0.3 + Math.abs(x - 0.5) * 0.84;
    if (roofOuter && !roofInner) return WHITE;
    // two neighbours: heads and shoulders under the roof
    const head = (cx) => (x - cx) ** 2 + (y - 0.55) ** 2 <= 0.075 ** 2;
    const body = (cx) =>
      y >= 0.66 && y <= 0.86 && (x - cx) ** 2 / 0.16 ** 2 + (y - 0.86) ** 2 / 0.2 ** 2 <= 1;
    if (head(0.37) || body(0.37)) return WHITE;
    if (head(0.63) || body(0.63)) return WARM;
    return null;
  };
  return png(size, (px, py) => {
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const u = (px - 0.5 + (sx + 0.5) / samples) / size;
        const v = (py - 0.5 + (sy + 0.5) / samples) / size;
        let colour;
        if (rounded) {
          const radius = 0.22;
          const dx = Math.max(radius - u, 0, u - (1 - radius));
          const dy = Math.max(radius - v, 0, v - (1 - radius));
          if (dx * dx + dy * dy > radius * radius) continue;
        }
        colour = inside(u, v);
        if (!colour) colour = v > 0.5 + (u - 0.5) * 0.2 ? DARK : GREEN;
        r += colour[0];
        g += colour[1];
        b += colour[2];
        a += 255;
      }
    }
    const n = samples * samples;
    if (a === 0) return [0, 0, 0, 0];
    const cover = a / 255;
    return [Math.round(r / cover), Math.round(g / cover), Math.round(b / cover), Math.round(a / n)];
  });
}

const icons = [
  ['icon-192.png', 192, { safe: 0.9, rounded: true }],
  ['icon-512.png', 512, { safe: 0.9, rounded: true }],
  ['maskable-192.png', 192, { safe: 0.72, rounded: false }],
  ['maskable-512.png', 512, { safe: 0.72, rounded: false }],
  ['apple-touch-icon.png', 180, { safe: 0.8, rounded: false }],
];
for (const [name, size, options] of icons) {
  const file = join(out, name);
  writeFileSync(file, draw(size, options));
  console.log(`wrote ${file}`);
}
