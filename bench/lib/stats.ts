/** Percentile (nearest rank) of the first `n` samples; sorts a copy. */
export function percentiles(samples: Float64Array | number[], ps: number[]): number[] {
  const sorted = Float64Array.from(samples).sort();
  if (sorted.length === 0) return ps.map(() => Number.NaN);
  return ps.map(
    (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!,
  );
}

export const round = (n: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
