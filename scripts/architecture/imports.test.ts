import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_VIOLATIONS } from './known-violations.ts';
import { RULES, type SourceFile, violations } from './rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHECKED = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'];

function sourcesUnder(dir: string): SourceFile[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => {
      const file = path.posix.join(dir, name.split(path.sep).join('/'));
      return { path: file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') };
    });
}

describe('import rules (docs/architecture.md "Import rules")', () => {
  const found = violations(CHECKED.flatMap(sourcesUnder));

  it('no import breaks a rule, beyond those still listed to be fixed', () => {
    const added = found.filter((v) => !KNOWN_VIOLATIONS.includes(v));
    const why = added.map((v) => `${v}: ${RULES.find((r) => v.endsWith(`(${r.name})`))?.why}`);
    expect(why, 'new imports that break the rules').toEqual([]);
  });

  it('the list of imports still to fix holds only imports that still exist (it only shrinks)', () => {
    expect(KNOWN_VIOLATIONS.filter((v) => !found.includes(v))).toEqual([]);
  });

  it('a deliberately added import of each kind is caught, with the rule it breaks', () => {
    const added: SourceFile[] = [
      {
        path: 'apps/web/src/features/timers/components/X.tsx',
        text: "import { devicesApi } from '../../devices/api/devicesApi.ts';",
      },
      { path: 'apps/web/src/lib/x.ts', text: "export { paths } from '../app/paths.ts';" },
      {
        path: 'apps/server/src/modules/timers/x.ts',
        text: "import type { DevicesRepository } from '../devices/devices.repository.ts';",
      },
      { path: 'apps/server/src/modules/news/x.ts', text: "const c = await import('../../container.ts');" },
      {
        path: 'packages/contracts/src/x.ts',
        text: "import type { Db } from '../../../apps/server/src/db/db.ts';",
      },
      {
        path: 'apps/server/src/container.ts',
        text: "import { DevicesService } from './modules/devices/devices.service.ts';",
      },
    ];
    expect(
      violations(added)
        .map((v) => v.replace(/^.* \((.*)\)$/, '$1'))
        .sort(),
    ).toEqual([
      'container-wired-once',
      'contracts-at-the-bottom',
      'feature-internals',
      'lib-above-app',
      'module-internals',
      'wired-through-index',
    ]);
  });

  it('what the rules allow stays allowed: public index files, the shared kit, own folders, tests', () => {
    const allowed: SourceFile[] = [
      { path: 'apps/web/src/features/timers/a.ts', text: "import { x } from '../devices/index.ts';" },
      { path: 'apps/web/src/features/timers/b.ts', text: "import { y } from '../common/dateTime.ts';" },
      { path: 'apps/web/src/features/timers/c.ts', text: "import { z } from './schedule.ts';" },
      { path: 'apps/server/src/modules/timers/a.ts', text: "import { d } from '../devices/index.ts';" },
      {
        path: 'apps/server/src/modules/timers/a.test.ts',
        text: "import { r } from '../devices/x.repository.ts';",
      },
      { path: 'apps/server/src/app.ts', text: "import { createContainer } from './container.ts';" },
      {
        path: 'apps/server/src/container.ts',
        text: "import { createDevices } from './modules/devices/index.ts';",
      },
      { path: 'packages/contracts/src/x.ts', text: "import { z } from 'zod';" },
    ];
    expect(violations(allowed)).toEqual([]);
  });
});
