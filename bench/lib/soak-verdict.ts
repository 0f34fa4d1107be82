import { SERVER_NODE_FLAGS } from '@linli/server/runtime-flags';
import { fmt, round } from './stats.ts';

/** One soak sample; counters are cumulative since the load started. */
export interface SoakSample {
  /** Seconds since the load started. */
  t: number;
  rssMb: number;
  heapUsedMb: number;
  /** Memory outside the V8 heap that V8 knows of (Buffers, ArrayBuffers). */
  externalMb: number;
  /** Resident size of the main thread's V8 young generation, which V8 grows and shrinks with allocation load. */
  youngGenerationMb: number;
  loopP99Ms: number;
  loopMaxMs: number;
  reportsSent: number;
  expectedRows: number;
  propertyRows: number;
  reportPushes: number;
  eventsSent: number;
  eventRows: number;
  eventPushes: number;
  sceneRuns: number;
  alerts: number;
  alertsReceived: number;
  deviceCommands: number;
  appCommands: number;
  serverErrors: number;
  serverWarnings: number;
  clientErrors: number;
  connectedDevices: number;
  load1: number;
}

export interface SoakCheck {
  label: string;
  pass: boolean;
  detail: string;
}

export interface MemoryTrend {
  firstThird: number;
  lastThird: number;
  growth: number;
  /** Share of consecutive samples that rose. */
  rising: number;
  /** Least-squares slope, MB per minute. */
  slopePerMinute: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export function memoryTrend(samples: SoakSample[], pick: (s: SoakSample) => number): MemoryTrend {
  const values = samples.map(pick);
  const third = Math.max(1, Math.ceil(values.length / 3));
  const firstThird = mean(values.slice(0, third));
  const lastThird = mean(values.slice(-third));
  let rises = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[i - 1]!) rises += 1;
  const ts = samples.map((s) => s.t / 60);
  const tMean = mean(ts);
  const vMean = mean(values);
  let num = 0;
  let den = 0;
  ts.forEach((t, i) => {
    num += (t - tMean) * (values[i]! - vMean);
    den += (t - tMean) ** 2;
  });
  return {
    firstThird,
    lastThird,
    growth: (lastThird - firstThird) / firstThird,
    rising: values.length > 1 ? rises / (values.length - 1) : 0,
    slopePerMinute: den > 0 ? num / den : 0,
  };
}

/** Flat: under 10 % from the first third to the last, and not a steady climb (≥ 80 % of steps up and > 2 %). */
function memoryCheck(name: string, trend: MemoryTrend): SoakCheck {
  const climbing = trend.rising >= 0.8 && trend.growth > 0.02;
  return {
    label: `${name} flat after warm-up (< 10 % first → last third, no steady climb)`,
    pass: trend.growth < 0.1 && !climbing,
    detail: `${fmt(trend.firstThird, 1)} → ${fmt(trend.lastThird, 1)} MB (${trend.growth >= 0 ? '+' : ''}${fmt(
      trend.growth * 100,
      1,
    )} %), ${fmt(trend.rising * 100, 0)} % of samples rose, slope ${fmt(trend.slopePerMinute, 3)} MB/min`,
  };
}

/**
 * The young generation is judged by its bound, not by flatness: V8 resizes it between its minimum and
 * 2 × --max-semi-space-size as the allocation rate moves (a soak at ~100 reports/s sits near V8's "low
 * allocation rate" line and sees it shrink and regrow by tens of MB). Whatever survives it is promoted and
 * shows in heap used and in the RSS outside it, which must stay flat.
 */
function youngGenerationCheck(window: SoakSample[]): SoakCheck {
  const semiSpaceMb = Number(
    SERVER_NODE_FLAGS.find((f) => f.startsWith('--max-semi-space-size='))?.split('=')[1] ?? 16,
  );
  const bound = 2 * semiSpaceMb + YOUNG_LARGE_OBJECT_ALLOWANCE_MB;
  const sizes = window.map((s) => s.youngGenerationMb);
  const largest = Math.max(...sizes);
  return {
    label: `young generation within its bound (2 × ${semiSpaceMb} MB semi-spaces + ${YOUNG_LARGE_OBJECT_ALLOWANCE_MB} MB)`,
    pass: largest <= bound,
    detail: `${fmt(Math.min(...sizes), 1)}–${fmt(largest, 1)} MB after warm-up, bound ${bound} MB`,
  };
}

/** Large young objects (a big payload, a query result) live in a space of their own beside the semi-spaces. */
const YOUNG_LARGE_OBJECT_ALLOWANCE_MB = 16;

const errorsOf = (s: SoakSample) => s.serverErrors + s.clientErrors;

export function judge(samples: SoakSample[], warmupSeconds: number, final: SoakSample): SoakCheck[] {
  const steady = samples.filter((s) => s.t >= warmupSeconds);
  const window = steady.length >= 3 ? steady : samples;
  const checks = [
    memoryCheck(
      'heap used',
      memoryTrend(window, (s) => s.heapUsedMb),
    ),
    memoryCheck(
      'RSS outside the young generation',
      memoryTrend(window, (s) => s.rssMb - s.youngGenerationMb),
    ),
    youngGenerationCheck(window),
  ];

  // Errors: none at all, or at least no more in the last third of the steady window than in the first.
  const third = Math.max(1, Math.floor(window.length / 3));
  const firstDelta = errorsOf(window[third]!) - errorsOf(window[0]!);
  const lastDelta = errorsOf(window.at(-1)!) - errorsOf(window.at(-1 - third)!);
  const total = errorsOf(final);
  checks.push({
    label: 'error count not growing',
    pass: total === 0 || lastDelta <= firstDelta,
    detail: `${final.serverErrors} server error lines, ${final.clientErrors} client-side errors/disconnects in all; steady window: +${firstDelta} in the first third, +${lastDelta} in the last (${final.serverWarnings} server warnings)`,
  });

  const reportsOk =
    final.reportPushes === final.reportsSent &&
    final.propertyRows === final.expectedRows &&
    final.reportsSent > 0;
  const eventsOk = final.eventPushes === final.eventsSent && final.eventRows === final.eventsSent;
  checks.push({
    label: 'every stored report pushed',
    pass: reportsOk && eventsOk,
    detail: `reports: ${fmt(final.reportsSent)} sent, ${fmt(final.propertyRows)} history rows stored (expected ${fmt(
      final.expectedRows,
    )}), ${fmt(final.reportPushes)} pushed to apps; events: ${fmt(final.eventsSent)} sent, ${fmt(final.eventRows)} stored, ${fmt(final.eventPushes)} pushed`,
  });
  return checks;
}

const HEADER = [
  'min',
  'RSS MB',
  'heap MB',
  'external MB',
  'young gen MB',
  'loop p99 / max ms',
  'reports sent',
  'history rows',
  'report pushes',
  'events sent / pushed',
  'scene runs',
  'alerts stored / pushed',
  'commands (device rcvd / app sent)',
  'errors srv / cli',
  'load',
];

function cells(s: SoakSample): string[] {
  return [
    fmt(s.t / 60, 1),
    fmt(s.rssMb, 1),
    fmt(s.heapUsedMb, 1),
    fmt(s.externalMb, 1),
    fmt(s.youngGenerationMb, 1),
    `${fmt(s.loopP99Ms, 1)} / ${fmt(s.loopMaxMs, 0)}`,
    fmt(s.reportsSent),
    fmt(s.propertyRows),
    fmt(s.reportPushes),
    `${fmt(s.eventsSent)} / ${fmt(s.eventPushes)}`,
    fmt(s.sceneRuns),
    `${fmt(s.alerts)} / ${fmt(s.alertsReceived)}`,
    `${fmt(s.deviceCommands)} / ${fmt(s.appCommands)}`,
    `${s.serverErrors} / ${s.clientErrors}`,
    fmt(s.load1, 1),
  ];
}

/** At most `rows` samples, evenly spaced, always with the first and the last. */
export function condense(samples: SoakSample[], rows: number): SoakSample[] {
  if (samples.length <= rows) return samples;
  const picked = new Set<number>();
  for (let k = 0; k < rows; k++) picked.add(Math.round((k * (samples.length - 1)) / (rows - 1)));
  return [...picked].sort((a, b) => a - b).map((i) => samples[i]!);
}

export function markdownSamples(samples: SoakSample[]): string {
  return [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...samples.map((s) => `| ${cells(s).join(' | ')} |`),
  ].join('\n');
}

export function consoleLine(s: SoakSample): string {
  return HEADER.map((h, i) => `${h} ${cells(s)[i]}`).join(' · ');
}

export const percent = (x: number) => `${round(x * 100, 1)} %`;
