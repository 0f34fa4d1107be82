import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt } from './stats.ts';

export type Database = 'sqlite' | 'postgres' | '-';

export interface Check {
  label: string;
  pass: boolean;
}

/** One measured figure, printed next to its reference from the same run. */
export interface Row {
  id: string;
  what: string;
  database: Database;
  value: number;
  unit: string;
  digits?: number;
  reference?: { label: string; value: number; unit: string };
  ratio?: number;
  /** A second reference of the same run (HTTP: the bare prepared statement, "the limit of the work itself"). */
  secondReference?: { label: string; value: number; unit: string; ratio?: number };
  checks?: Check[];
  note?: string;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  commit: string;
}

export function machine(): Machine {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    if (dirty) commit += ' (uncommitted changes)';
  } catch {
    // not a git checkout
  }
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    commit,
  };
}

export const verdict = (checks: Check[] | undefined) =>
  checks && checks.length > 0 ? checks.map((c) => `${c.pass ? 'PASS' : 'MISS'} ${c.label}`).join('; ') : '—';

function cell(value: number, unit: string, digits = 0) {
  return `${fmt(value, digits)} ${unit}`.trim();
}

function secondReferenceText(row: Row): string {
  const second = row.secondReference;
  if (!second) return '';
  const ratio = second.ratio !== undefined ? ` (ratio ${fmt(second.ratio, 2)})` : '';
  return `; ${second.label}: ${cell(second.value, second.unit, row.digits)}${ratio}`;
}

/** One console line per row, as soon as it is measured. */
export function printRow(row: Row): void {
  const reference = row.reference
    ? `  | ref ${row.reference.label}: ${cell(row.reference.value, row.reference.unit, row.digits)}${secondReferenceText(row)}`
    : '';
  const ratio = row.ratio !== undefined ? `  | ratio ${fmt(row.ratio, 2)}` : '';
  const checks = row.checks ? `  | ${verdict(row.checks)}` : '';
  console.log(
    `  ${row.what} [${row.database}]: ${cell(row.value, row.unit, row.digits)}${reference}${ratio}${checks}`,
  );
  if (row.note) console.log(`    note: ${row.note}`);
}

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| benchmark | DB | figure | reference (same run) | ratio | target |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const reference = row.reference
      ? `${row.reference.label}: ${cell(row.reference.value, row.reference.unit, row.digits)}${secondReferenceText(row)}`
      : '—';
    const what = row.note ? `${row.what} (${row.note})` : row.what;
    lines.push(
      `| ${what} | ${row.database} | ${cell(row.value, row.unit, row.digits)} | ${reference} | ${
        row.ratio !== undefined ? fmt(row.ratio, 2) : '—'
      } | ${verdict(row.checks)} |`,
    );
  }
  return lines.join('\n');
}

export function writeResults(options: {
  benchDir: string;
  mode: string;
  started: Date;
  seconds: number;
  rows: Row[];
  skipped: string[];
  /** 1-minute load average at the start and the end: other work on the machine skews every figure. */
  load: [number, number];
}): { markdown: string; json: string } {
  const m = machine();
  const resultsDir = path.join(options.benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = path.join(resultsDir, 'latest.json');
  fs.writeFileSync(
    json,
    `${JSON.stringify(
      {
        date: options.started.toISOString(),
        mode: options.mode,
        seconds: options.seconds,
        machine: m,
        loadAverage: { start: options.load[0], end: options.load[1] },
        rows: options.rows,
        skipped: options.skipped,
      },
      null,
      2,
    )}\n`,
  );
  const markdown = path.join(options.benchDir, 'RESULTS.md');
  const section = [
    '',
    `### ${options.started.toISOString().replace('T', ' ').slice(0, 16)} UTC — ${options.mode}`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.platform}; commit ${m.commit}; ` +
      `the run took ${Math.round(options.seconds)} s; load average ${options.load[0].toFixed(1)} at the start, ` +
      `${options.load[1].toFixed(1)} at the end${
        Math.max(...options.load) > m.cores ? ' (other work was running: figures are pessimistic)' : ''
      }.`,
    '',
    markdownTable(options.rows),
    ...(options.skipped.length > 0 ? ['', ...options.skipped.map((s) => `- skipped: ${s}`)] : []),
    '',
  ].join('\n');
  if (!fs.existsSync(markdown)) fs.writeFileSync(markdown, '# Benchmark results\n\n## Runs\n');
  fs.appendFileSync(markdown, section);
  return { markdown, json };
}
