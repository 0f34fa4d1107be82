import fs from 'node:fs';

/**
 * CPU time of a process, thread by thread, read from /proc (Linux) without the process's cooperation: a
 * server under test does not measure itself, so what it reports cannot hide work done off its main thread
 * (the SQLite ingest worker, libuv's pool, V8's GC helpers).
 *
 * /proc/<pid>/task/<tid>/stat fields 14 and 15 are utime and stime in clock ticks (USER_HZ, 100 on Linux):
 * a 10 ms resolution, so measure phases of seconds, not single requests.
 */
const TICK_MS = 10;

export interface ThreadCpu {
  tid: number;
  /** The thread's name (/proc/.../comm): `node` for the main thread, `node` workers, `libuv-worker`, `V8 …`. */
  name: string;
  /** user + system, ms. */
  ms: number;
}

function readThread(pid: number, tid: number): ThreadCpu | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The name (field 2) is in parentheses and may contain spaces: split after its closing parenthesis.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // rest[0] is field 3 (state): utime (14) and stime (15) are rest[11] and rest[12].
    const ticks = Number(rest[11]) + Number(rest[12]);
    const name = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
    return { tid, name, ms: ticks * TICK_MS };
  } catch {
    return undefined; // the thread ended between listing and reading
  }
}

/** Every thread of `pid` now. Threads that ended are gone from /proc: sample before and after a phase. */
export function threadCpu(pid: number): ThreadCpu[] {
  let tids: string[];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tids.map((t) => readThread(pid, Number(t))).filter((t): t is ThreadCpu => t !== undefined);
}

export interface CpuDelta {
  /** Sum over all threads, ms. */
  totalMs: number;
  /** By thread name (threads of one name summed), ms, largest first. */
  byName: { name: string; ms: number }[];
}

/** CPU spent by `pid` between two samples of threadCpu (threads that started in between count from zero). */
export function cpuBetween(before: ThreadCpu[], after: ThreadCpu[]): CpuDelta {
  const start = new Map(before.map((t) => [t.tid, t.ms]));
  const byName = new Map<string, number>();
  let totalMs = 0;
  for (const t of after) {
    const ms = t.ms - (start.get(t.tid) ?? 0);
    if (ms <= 0) continue;
    totalMs += ms;
    byName.set(t.name, (byName.get(t.name) ?? 0) + ms);
  }
  return {
    totalMs,
    byName: [...byName.entries()].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms),
  };
}

/** Measures `pid`'s CPU around `phase`. */
export async function measureCpu<T>(
  pid: number,
  phase: () => Promise<T>,
): Promise<{ result: T; cpu: CpuDelta }> {
  const before = threadCpu(pid);
  const result = await phase();
  return { result, cpu: cpuBetween(before, threadCpu(pid)) };
}

/** "main 812 ms, ingest 95 ms, …" for a bench note. */
export function describeCpu(cpu: CpuDelta, top = 4): string {
  return cpu.byName
    .slice(0, top)
    .map((t) => `${t.name} ${Math.round(t.ms)} ms`)
    .join(', ');
}
