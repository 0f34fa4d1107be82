/**
 * `--profile` diagnostics: counts and times every SQLite statement the server prepares and runs (by SQL
 * text), by wrapping better-sqlite3's prepare in this benchmark child only. Server code is untouched.
 */
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';

interface Stat {
  prepares: number;
  runs: number;
  prepareMs: number;
  runMs: number;
}

const stats = new Map<string, Stat>();
let enabled = false;

export function installSqlStats(): void {
  const proto = SQLite.prototype as unknown as { prepare: (sql: string) => Record<string, unknown> };
  const prepare = proto.prepare;
  proto.prepare = function (this: unknown, sql: string) {
    const t0 = performance.now();
    const statement = prepare.call(this, sql);
    const stat = () => {
      const found = stats.get(sql) ?? { prepares: 0, runs: 0, prepareMs: 0, runMs: 0 };
      stats.set(sql, found);
      return found;
    };
    if (enabled) {
      stat().prepares += 1;
      stat().prepareMs += performance.now() - t0;
    }
    // Every statement is wrapped, also those prepared before the measured phase: the server's statement
    // cache (apps/server/src/db/database.ts) prepares them while warming up and reuses them afterwards.
    for (const method of ['run', 'all', 'get', 'iterate'] as const) {
      const original = statement[method] as ((...args: unknown[]) => unknown) | undefined;
      if (!original) continue;
      statement[method] = (...args: unknown[]) => {
        if (!enabled) return original.apply(statement, args);
        const s0 = performance.now();
        try {
          return original.apply(statement, args);
        } finally {
          const counted = stat();
          counted.runs += 1;
          counted.runMs += performance.now() - s0;
        }
      };
    }
    return statement;
  };
}

/**
 * `--stmt-cache` experiment: reuse one prepared statement per SQL text (Kysely's SQLite driver prepares
 * every query anew). Installed before the server opens its database; measures the fix recommended in
 * RESULTS.md without changing server code.
 */
export function installStatementCache(): void {
  const proto = SQLite.prototype as unknown as { prepare: (sql: string) => unknown };
  const prepare = proto.prepare;
  const caches = new WeakMap<object, Map<string, unknown>>();
  proto.prepare = function (this: object, sql: string) {
    let cache = caches.get(this);
    if (!cache) {
      cache = new Map();
      caches.set(this, cache);
    }
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare.call(this, sql);
      if (cache.size < 1000) cache.set(sql, statement);
    }
    return statement;
  };
}

export function startSqlStats(): void {
  stats.clear();
  enabled = true;
}

export function stopSqlStats(): {
  sql: string;
  prepares: number;
  runs: number;
  prepareMs: number;
  runMs: number;
}[] {
  enabled = false;
  return [...stats.entries()]
    .map(([sql, s]) => ({ sql, ...s, prepareMs: Math.round(s.prepareMs), runMs: Math.round(s.runMs) }))
    .sort((a, b) => b.prepareMs + b.runMs - (a.prepareMs + a.runMs));
}
