import { DEVICE_LOG_TYPE } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { ownerWithDevice } from '../mqtt/test-support.ts';
import { IngestWriter, MAX_REPORTS_PER_BATCH, MIN_BATCH_GAP_MS } from './ingest-writer.ts';
import { historyRow as history, temperatureRow as temperature } from './test-support.ts';

describe('IngestWriter: reports of one turn are committed together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores every log row and the last value per device when many reports arrive in one turn', async () => {
    const a = await ownerWithDevice(t, 'th-sensor', 'A');
    const b = await ownerWithDevice(t, 'th-sensor', 'B');
    const repository = t.container.iot.devices.stateRepository;
    let transactions = 0;
    const writer = new IngestWriter({
      writeBatch: (values, logs) => {
        transactions += 1;
        return repository.writeBatch(values, logs);
      },
    });
    const writes = ['20.1', '20.2', '20.3'].flatMap((value) => [
      writer.write({ values: [temperature(a.deviceId, value)], logs: [history(a.deviceId, value)] }),
      writer.write({
        values: [temperature(b.deviceId, `1${value}`)],
        logs: [history(b.deviceId, `1${value}`)],
      }),
    ]);
    await Promise.all(writes);

    expect(transactions).toBe(1);
    const valuesOf = async (deviceId: number) =>
      (await repository.values(deviceId)).map(({ id, value }) => ({ id, value }));
    expect(await valuesOf(a.deviceId)).toEqual([{ id: 'temperature', value: '20.3' }]);
    expect(await valuesOf(b.deviceId)).toEqual([{ id: 'temperature', value: '120.3' }]);
    const logged = await repository.logs(a.deviceId, DEVICE_LOG_TYPE.property);
    expect(logged.map((row) => row.value)).toEqual(['20.1', '20.2', '20.3']);
  });

  it('flushes a full batch without waiting for the turn, and later writes form the next batch', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', 'C');
    const repository = t.container.iot.devices.stateRepository;
    const sizes: number[] = [];
    const writer = new IngestWriter({
      writeBatch: (values, logs) => {
        sizes.push(logs.length);
        return repository.writeBatch(values, logs);
      },
    });
    const total = MAX_REPORTS_PER_BATCH + 20;
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        writer.write({
          values: [temperature(d.deviceId, String(i))],
          logs: [history(d.deviceId, String(i))],
        }),
      ),
    );
    expect(sizes).toEqual([MAX_REPORTS_PER_BATCH, 20]);
    expect(await repository.logs(d.deviceId, DEVICE_LOG_TYPE.property)).toHaveLength(total);
    expect((await repository.values(d.deviceId))[0]?.value).toBe(String(total - 1));
  });

  it('a failed commit fails every report of its batch and stores none of them; the next batch still works', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', 'D');
    const repository = t.container.iot.devices.stateRepository;
    const writer = new IngestWriter(repository);
    const good = history(d.deviceId, '21.0');
    // A log row for a device that does not exist breaks the foreign key: the whole transaction rolls back.
    const broken = { ...history(d.deviceId, '22.0'), deviceId: 987_654_321 };
    const results = await Promise.allSettled([
      writer.write({ values: [temperature(d.deviceId, '21.0')], logs: [good] }),
      writer.write({ values: [], logs: [broken] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await repository.logs(d.deviceId)).toEqual([]);
    expect(await repository.values(d.deviceId)).toEqual([]);

    await writer.write({ values: [temperature(d.deviceId, '23.0')], logs: [history(d.deviceId, '23.0')] });
    expect((await repository.values(d.deviceId)).map((v) => v.value)).toEqual(['23.0']);
  });

  it('a lone report goes at the end of its turn; reports soon after a batch wait for the gap and go together', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'Date'] });
    try {
      const batches: string[][] = [];
      const writer = new IngestWriter({
        writeBatch: async (_values, logs) => {
          batches.push(logs.map((row) => row.value));
        },
      });
      const report = (value: string) => writer.write({ values: [], logs: [history(1, value)] });

      const first = report('1');
      await vi.advanceTimersByTimeAsync(0);
      await first;
      expect(batches).toEqual([['1']]);

      // Within the gap: held back, then written as one batch when the gap has passed.
      const soon = [report('2')];
      await vi.advanceTimersByTimeAsync(1);
      soon.push(report('3'));
      await vi.advanceTimersByTimeAsync(MIN_BATCH_GAP_MS - 3);
      expect(batches).toEqual([['1']]);
      await vi.advanceTimersByTimeAsync(2);
      await Promise.all(soon);
      expect(batches).toEqual([['1'], ['2', '3']]);

      // Long after: at once again.
      await vi.advanceTimersByTimeAsync(MIN_BATCH_GAP_MS * 5);
      const later = report('4');
      await vi.advanceTimersByTimeAsync(0);
      await later;
      expect(batches).toEqual([['1'], ['2', '3'], ['4']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
