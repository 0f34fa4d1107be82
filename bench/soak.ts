/**
 * `npm run soak`: a bounded loopback soak of the whole Linli server. 1,000 simulated devices of
 * four catalogue products report every 10 s (100 reports/s) plus an event now and then, 100 device-trigger
 * scenes (some delayed, some silenced, a quarter raising alerts) act on plugs that echo their commands,
 * and 20 app clients (one per account) hear their devices' pushes and alerts and send a command every 30 s.
 * Every sample the server (a child process, built as the tests build it) reports RSS and heap after a
 * full GC, event-loop delay and the rows written; the parent counts pushes, commands, the server's
 * error-level log lines and client-side errors. At the end it judges: memory flat after warm-up, errors
 * not growing, every stored report pushed; prints a table and appends a section to bench/RESULTS.md.
 *
 * Options: --minutes N (30), --devices N (1000), --apps N (20), --scenes N (100), --period S (10 s between
 * a device's reports), --pg (PostgreSQL; needs DATABASE_URL), --heap-snapshots (server heap snapshots at
 * the end of warm-up and at the end, in bench/results/), --diag (each sample also writes where the server's
 * resident memory is — V8 spaces, malloc heap, other mappings — and its prepared SQL texts to
 * bench/results/soak-diag-*.jsonl). Experiment knobs (environment): BENCH_NODE_FLAGS (extra flags for the
 * server child), BENCH_SQLITE_CACHE_KIB (bench/servers/linli.ts). Not part of `npm run bench`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, ApiPath } from '@linli/contracts';
import { startChild } from './lib/child.ts';
import { BENCH_DIR, serverScript } from './lib/context.ts';
import { machine } from './lib/report.ts';
import { Apps } from './lib/soak-apps.ts';
import { Fleet, SOAK_PRODUCTS } from './lib/soak-fleet.ts';
import { condense, consoleLine, judge, markdownSamples, type SoakSample } from './lib/soak-verdict.ts';
import { round, sleep } from './lib/stats.ts';
import type { LinliInfo, Seeded, SeededDevice } from './servers/linli.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  const raw = inline ? inline.slice(name.length + 3) : i >= 0 ? args[i + 1] : undefined;
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
};
const minutes = option('minutes', 30);
const deviceCount = Math.round(option('devices', 1000));
const appCount = Math.round(option('apps', 20));
const sceneCount = Math.round(option('scenes', 100));
const periodSeconds = option('period', 10);
const heapSnapshots = args.includes('--heap-snapshots');
// --diag: the server's memory by kind of mapping and its prepared SQL texts each sample, in bench/results/.
const diagFile = args.includes('--diag')
  ? path.join(
      BENCH_DIR,
      'results',
      `soak-diag-${new Date().toISOString().slice(0, 16).replace(':', '')}-${process.pid}.jsonl`,
    )
  : undefined;
const database = args.includes('--pg') ? 'postgres' : 'sqlite';
if (database === 'postgres' && !process.env.DATABASE_URL) throw new Error('--pg needs DATABASE_URL');

const EVENT_EVERY_REPORTS = 60; // each device sends an event about every 10 minutes
const COMMAND_SECONDS = 30;
// 30 s samples for the full run; a short check run still gets about a dozen.
const sampleSeconds = Math.min(30, Math.max(5, Math.round((minutes * 60) / 12)));
// Warm-up: the first sixth of the run (5 minutes of 30) is left out of the memory judgement.
const warmupSeconds = (minutes * 60) / 6;

const started = new Date();
const t0 = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(5)}s] ${line}`);
const loadAtStart = os.loadavg()[0]!;

// The server's log: pino JSON lines on stdout at warn level and above; anything on stderr counts as an error.
const server = { errors: 0, warnings: 0, samples: [] as string[], counting: true };
const keep = (line: string) => {
  if (server.samples.length < 12) server.samples.push(line.slice(0, 400));
};
function onServerOutput(stream: 'stdout' | 'stderr', line: string): void {
  if (!server.counting) return;
  let level: number | undefined;
  try {
    level = (JSON.parse(line) as { level?: number }).level;
  } catch {
    level = undefined;
  }
  if (level !== undefined ? level >= 50 : stream === 'stderr') {
    server.errors += 1;
    keep(line);
    console.error(`server: ${line.slice(0, 300)}`);
  } else if (level === 40) {
    server.warnings += 1;
    keep(line);
  } else if (level === undefined) console.log(`server: ${line}`);
}

console.log(
  `Linli soak: ${minutes} min, ${deviceCount} devices every ${periodSeconds} s, ${sceneCount} scenes, ${appCount} apps, ${database}; loopback.`,
);
const child = await startChild<LinliInfo>(serverScript('linli'), {
  env: {
    TEST_DATABASE: database,
    BENCH_LOG_LEVEL: 'warn',
    BENCH_CHILD_MAX_MINUTES: String(Math.ceil(minutes) + 20),
    ...(diagFile && { BENCH_SOAK_DIAG: '1' }),
  },
  onOutput: onServerOutput,
  // Extra V8/Node flags for the server child, for experiments (e.g. BENCH_NODE_FLAGS=--min-semi-space-size=64).
  execArgv: (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
});

/** A scene on one of the account's sensors acting on one of its plugs; variety exercises each engine path. */
function sceneBody(g: number, sensor: SeededDevice, plug: SeededDevice) {
  return {
    sceneName: `浸泡场景 ${g + 1}`,
    enable: 1,
    cond: 1,
    executeMode: g % 2 === 0 ? 1 : 2,
    executeDelay: g % 5 === 2 ? 2 : 0, // delayed runs go through the persisted scheduler
    silentPeriod: g % 5 === 1 ? 1 : 0,
    triggers: [{ source: 1, deviceId: sensor.id, type: 1, id: 'temperature', operator: '>=', value: '26.5' }],
    actions: [
      { source: 1, deviceId: plug.id, type: 2, id: 'countdown', value: String((g % 60) + 1) },
      ...(g % 4 === 0 ? [{ source: 4, alertName: '室温偏高', alertLevel: 2 }] : []),
    ],
  };
}

async function createScene(token: string, body: unknown): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${child.info.httpPort}${API_PREFIX}${ApiPath.scene}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`scene refused: ${answer.msg}`);
}

const productCodes = SOAK_PRODUCTS.map((p) => p.code);
const ofProduct = (account: Seeded, code: string) =>
  account.devices.filter((_, i) => productCodes[i % productCodes.length] === code);

let fleet: Fleet | undefined;
let apps: Apps | undefined;
try {
  // Accounts and devices, through the server's services.
  const accounts: Seeded[] = [];
  for (let a = 0; a < appCount; a++) {
    const count = Math.floor(deviceCount / appCount) + (a < deviceCount % appCount ? 1 : 0);
    accounts.push(await child.call<Seeded>('seed', { count, productCodes }, 300_000));
  }
  log(`seeded ${appCount} accounts with ${deviceCount} devices (${productCodes.join(', ')})`);

  // Scenes, through the REST API as the app creates them.
  for (let g = 0; g < sceneCount; g++) {
    const account = accounts[g % accounts.length]!;
    const k = Math.floor(g / accounts.length);
    const sensors = ofProduct(account, 'th-sensor');
    const plugs = ofProduct(account, 'smart-plug');
    await createScene(account.token, sceneBody(g, sensors[k % sensors.length]!, plugs[k % plugs.length]!));
  }
  log(`${sceneCount} scenes created (temperature ≥ 26.5 ℃ → plug countdown; every 4th also an alert)`);

  fleet = new Fleet(
    accounts.flatMap((account) =>
      account.devices.map((device, i) => ({ device, product: SOAK_PRODUCTS[i % SOAK_PRODUCTS.length]! })),
    ),
    child.info.mqttPort,
    { periodSeconds, eventEveryReports: EVENT_EVERY_REPORTS },
  );
  await fleet.connectAll();
  apps = new Apps(accounts, (account) => ofProduct(account, 'smart-plug'), {
    http: child.info.httpPort,
    mqtt: child.info.mqttPort,
  });
  await apps.connectAll();
  log(
    `${fleet.connected} devices and ${appCount} apps connected; load for ${minutes} min, a sample every ${sampleSeconds} s`,
  );
  await sleep(1000); // the gateway marks the devices online

  const samples: SoakSample[] = [];
  const loadStart = Date.now();
  await child.call('loopDelay');
  const sample = async (full = false): Promise<SoakSample> => {
    // Loop delay first: the forced GC of the memory figure would otherwise show up as a delay.
    const loop = await child.call<{ p99: number; max: number }>('loopDelay');
    const memory = await child.call<{
      rssMb: number;
      heapUsedMb: number;
      externalMb: number;
      youngGenerationMb: number;
    }>('memory', {
      gc: true,
    });
    const rows = await child.call<{
      propertyRows: number;
      eventRows: number;
      sceneRuns: number;
      alerts: number;
    }>('counts', { full });
    const f = fleet!.counters;
    const a = apps!.counters;
    return {
      t: (Date.now() - loadStart) / 1000,
      rssMb: memory.rssMb,
      heapUsedMb: memory.heapUsedMb,
      externalMb: memory.externalMb,
      youngGenerationMb: memory.youngGenerationMb,
      loopP99Ms: loop.p99,
      loopMaxMs: loop.max,
      reportsSent: f.reportsSent,
      expectedRows: f.expectedRows,
      propertyRows: rows.propertyRows,
      reportPushes: a.reportPushes,
      eventsSent: f.eventsSent,
      eventRows: rows.eventRows,
      eventPushes: a.eventPushes,
      sceneRuns: rows.sceneRuns,
      alerts: rows.alerts,
      alertsReceived: a.alertsReceived,
      deviceCommands: f.commandsReceived,
      appCommands: a.commandsOk + a.commandsFailed,
      serverErrors: server.errors,
      serverWarnings: server.warnings,
      clientErrors: f.connectFailures + f.disconnects + a.connectFailures + a.disconnects + a.commandsFailed,
      connectedDevices: fleet!.connected,
      load1: os.loadavg()[0]!,
    };
  };
  const snapshot = async (label: string) => {
    if (!heapSnapshots) return;
    const file = path.join(BENCH_DIR, 'results', `soak-${label}.heapsnapshot`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await child.call('heapSnapshot', { file }, 300_000);
    log(`heap snapshot: ${file}`);
  };

  fleet.start();
  apps.start(COMMAND_SECONDS);
  const endAt = loadStart + minutes * 60_000;
  let snappedWarm = false;
  while (Date.now() < endAt) {
    await sleep(Math.min(sampleSeconds * 1000, Math.max(0, endAt - Date.now())));
    const s = await sample();
    samples.push(s);
    log(consoleLine(s));
    if (diagFile) {
      const d = await child.call<Record<string, unknown>>('diag');
      fs.mkdirSync(path.dirname(diagFile), { recursive: true });
      fs.appendFileSync(diagFile, `${JSON.stringify({ t: Math.round(s.t), rssMb: s.rssMb, ...d })}\n`);
    }
    // The warm snapshot is taken at the last warm-up sample: writing one costs the server ~250 MB of RSS
    // that glibc keeps, and that step must not fall inside the judged window.
    if (!snappedWarm && s.t + sampleSeconds >= warmupSeconds) {
      snappedWarm = true;
      await snapshot('warm');
    }
  }

  // Stop the load and let the last pushes arrive before the final figures.
  fleet.stop();
  apps.stop();
  const drainUntil = Date.now() + 20_000;
  while (
    Date.now() < drainUntil &&
    (apps.counters.reportPushes < fleet.counters.reportsSent ||
      apps.counters.eventPushes < fleet.counters.eventsSent)
  )
    await sleep(200);
  await sleep(1000);
  const final = await sample(true);
  if (diagFile) {
    const texts = await child.call<unknown[]>('sqlTexts', { limit: 100_000 });
    fs.writeFileSync(diagFile.replace('.jsonl', '-sql.json'), JSON.stringify(texts, null, 1));
    log(`diagnostics: ${diagFile}`);
  }
  await snapshot('end');
  server.counting = false;

  const checks = judge(samples, warmupSeconds, final);
  const passed = checks.every((c) => c.pass);
  const loadMax = Math.max(loadAtStart, ...samples.map((s) => s.load1), final.load1);
  const loadEnd = os.loadavg()[0]!;
  const m = machine();
  const rate = fleet.counters.reportsSent / (final.t || 1);
  const errorLines = [...server.samples, ...fleet.errorSamples, ...apps.errorSamples];

  const table = markdownSamples([...condense(samples, 13), final]);
  console.log(`\n${table}\n`);
  for (const c of checks) console.log(`${c.pass ? 'PASS' : 'FAIL'} ${c.label}: ${c.detail}`);
  for (const line of errorLines) console.log(`  log/error sample: ${line}`);

  const section = [
    '',
    `### ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC — soak, ${minutes} min, ${deviceCount} devices (${database}): ${passed ? 'PASS' : 'FAIL'}`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.platform}; commit ${m.commit}; ` +
      `load average ${loadAtStart.toFixed(1)} at the start, ${loadMax.toFixed(1)} at most, ${loadEnd.toFixed(1)} at the end` +
      `${loadMax > m.cores ? ' (other work was running on the machine)' : ''}.`,
    '',
    `Parameters: \`npm run soak -- ${args.join(' ') || '(defaults)'}\` — ${deviceCount} devices (${productCodes.join(', ')}, ` +
      `round robin) over ${appCount} accounts, each reporting every ${periodSeconds} s (${round(rate, 1)} reports/s measured) ` +
      `and an event every ~${EVENT_EVERY_REPORTS} reports; ${sceneCount} device-trigger scenes (temperature ≥ 26.5 ℃ → plug ` +
      `countdown; serial/parallel; every 5th delayed 2 s, every 5th silenced 1 min, every 4th raises an alert); ${appCount} app ` +
      `clients subscribed to their devices' \`/ws/service\` and alerts, each sending a command every ${COMMAND_SECONDS} s ` +
      `(alternately REST invokeReply and MQTT \`/function/get\`). Server in a child process (${database}, logs at warn level ` +
      `counted), samples every ${sampleSeconds} s after a full GC; warm-up ${round(warmupSeconds / 60, 1)} min left out of the memory judgement.`,
    '',
    table,
    '',
    ...checks.map((c) => `- ${c.pass ? 'PASS' : 'FAIL'} ${c.label}: ${c.detail}.`),
    ...(heapSnapshots
      ? [
          '- Heap snapshots were written (end of warm-up, end): the RSS after the first one includes its cost.',
        ]
      : []),
    `- Scenes fired ${final.sceneRuns} times, ${final.alerts} alerts stored and ${final.alertsReceived} pushed to apps; ` +
      `devices received ${final.deviceCommands} commands; event-loop delay p99 at most ${round(Math.max(...samples.map((s) => s.loopP99Ms)), 1)} ms.`,
    ...(errorLines.length > 0
      ? ['', 'Log and error samples:', '', ...errorLines.map((l) => `    ${l}`)]
      : []),
    '',
  ].join('\n');
  fs.appendFileSync(path.join(BENCH_DIR, 'RESULTS.md'), section);
  log(`verdict: ${passed ? 'PASS' : 'FAIL'}; appended to bench/RESULTS.md`);
} finally {
  server.counting = false;
  fleet?.close();
  apps?.close();
  await child.stop();
}
