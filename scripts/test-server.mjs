// Runs the server test suite on SQLite, then again on PostgreSQL when DATABASE_URL is set
// (docs/architecture.md "Tests and benchmarks": the same tests on both databases).
import { spawnSync } from 'node:child_process';

const runs = [{ name: 'SQLite', env: { TEST_DATABASE: 'sqlite' } }];
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DATABASE: 'postgres' } });
else console.log('DATABASE_URL is not set: server tests run on SQLite only.');

for (const run of runs) {
  console.log(`\n=== server tests on ${run.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
