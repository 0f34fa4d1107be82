import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const frameKey = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, '~/')}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};

/**
 * Self time per function of a V8 .cpuprofile, and total (inclusive) time of the project's own functions
 * (apps/, packages/), the top `limit` lines of each.
 */
export function summarizeProfile(file: string, limit = 20): { self: string[]; project: string[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    total += delta;
    const key = frameKey(node);
    self.set(key, (self.get(key) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      if (!/\/(apps|packages)\//.test(frame.callFrame.url) || frame.callFrame.url.includes('node_modules'))
        continue;
      const k = frameKey(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + delta);
    }
  });
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(
        ([key, us]) =>
          `${((us / total) * 100).toFixed(1).padStart(5)}%  ${key.replace(/^.*\/work\/main\//, '')}`,
      );
  return { self: top(self), project: top(inclusive) };
}

export function summarizeProfiles(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const summary = summarizeProfile(path.join(dir, name));
    console.log(`\nCPU profile ${name}: self time, top 20`);
    for (const line of summary.self) console.log(`  ${line}`);
    console.log(`CPU profile ${name}: total time of project functions, top 20`);
    for (const line of summary.project) console.log(`  ${line}`);
  }
}
