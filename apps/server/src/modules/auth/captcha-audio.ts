import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@linli/contracts';
import { serverPath } from '../../platform/server-root.ts';

const SAMPLE_RATE = 11_025;
const DIR = serverPath('assets', 'captcha-audio');

/** The ten digit clips of a language, read once (assets/captcha-audio/README.md). */
const clips = new Map<'zh' | 'en', Int16Array[]>();
function clipsOf(language: Language): Int16Array[] {
  const key = language === 'en-US' ? 'en' : 'zh';
  let loaded = clips.get(key);
  if (!loaded) {
    loaded = Array.from({ length: 10 }, (_, digit) => {
      const bytes = fs.readFileSync(path.join(DIR, key, `${digit}.pcm`));
      return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
    });
    clips.set(key, loaded);
  }
  return loaded;
}

const silence = (ms: number) => new Int16Array(Math.round((SAMPLE_RATE * ms) / 1000));

/**
 * The spoken form of a digits-only captcha, as a WAV file: each digit at a random loudness, random pauses
 * between them, and a little noise throughout — so the answer is heard, never sent as text, and the same
 * digit never comes out as the same bytes twice.
 */
export function spokenDigits(digits: string, language: Language): Buffer {
  const set = clipsOf(language);
  const parts: Int16Array[] = [silence(300)];
  for (const ch of digits) {
    const clip = set[Number(ch)];
    if (!clip) throw new Error(`not a digit: ${ch}`);
    const gain = 0.65 + randomInt(0, 36) / 100;
    parts.push(clip.map((v) => Math.round(v * gain)));
    parts.push(silence(450 + randomInt(0, 300)));
  }
  const length = parts.reduce((n, p) => n + p.length, 0);
  const samples = new Int16Array(length);
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  for (let i = 0; i < samples.length; i += 1) {
    const noisy = samples[i]! + randomInt(-400, 401);
    samples[i] = Math.max(-32768, Math.min(32767, noisy));
  }
  return wav(samples);
}

/** A mono 16-bit PCM WAV file around the samples. */
function wav(samples: Int16Array): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
