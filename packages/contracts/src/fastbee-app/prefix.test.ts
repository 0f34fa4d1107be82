import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { looseInt, time } from './prefix.ts';

describe('the FastBee app layer input helpers', () => {
  it('looseInt takes a number or digits, and treats empty text as absent', () => {
    const optional = looseInt.optional();
    expect(optional.parse('12')).toBe(12);
    expect(optional.parse(7)).toBe(7);
    // uni.request sends a null of `data:` on a GET as `key=` (job.js#getJobList).
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.safeParse('x').success).toBe(false);
    expect(optional.safeParse('1.5').success).toBe(false);
  });

  it('a required looseInt still refuses empty text', () => {
    const required = looseInt.pipe(z.number().int().min(0));
    expect(required.parse('3')).toBe(3);
    expect(required.safeParse('').success).toBe(false);
  });

  it("time is FastBee's yyyy-MM-dd HH:mm:ss", () => {
    expect(time.safeParse('2026-11-27 08:05:00').success).toBe(true);
    expect(time.safeParse('2026-11-27T08:05:00Z').success).toBe(false);
  });
});
