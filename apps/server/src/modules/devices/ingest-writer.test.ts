import { DEVICE_LOG_TYPE } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { historyRow as history, temperatureRow as temperature } from '../../../test/support/devices.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { IngestWriter, LOADED_BATCH, MAX_REPORTS_PER_BATCH, MIN_BATCH_GAP_MS } from './ingest-writer.ts';

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
    const store = t.container.iot.devices.batchStore;
    let transactions = 0;
    const writer = new IngestWriter({
      writeBatch: (values, logs) => {
        transactions += 1;
        return store.writeBatch(values, logs);
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
    const store = t.container.iot.devices.batchStore;
    const sizes: number[] = [];
    const writer = new IngestWriter({
      writeBatch: (values, logs) => {
        sizes.push(logs.length);
        return store.writeBatch(values, logs);
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

  it('a report the database refuses fails alone: the other reports of its batch are stored, in order', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', 'D');
    const repository = t.container.iot.devices.stateRepository;
    const store = t.container.iot.devices.batchStore;
    const batches: number[] = [];
    const writer = new IngestWriter({
      writeBatch: (values, logs) => {
        batches.push(logs.length);
        return store.writeBatch(values, logs);
      },
    });
    // A log row for a device that does not exist (deleted while its report waited) breaks the foreign key.
    const broken = { ...history(d.deviceId, 'x'), deviceId: 987_654_321 };
    const report = (value: string) =>
      writer.write({ values: [temperature(d.deviceId, value)], logs: [history(d.deviceId, value)] });
    const results = await Promise.allSettled([
      report('21.0'),
      report('21.5'),
      writer.write({ values: [], logs: [broken] }),
      report('22.0'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      code: expect.stringMatching(/^(SQLITE_CONSTRAINT_FOREIGNKEY|23503)$/),
    });
    // The batch of four failed; its halves were tried, then the refused report alone.
    expect(batches).toEqual([4, 2, 2, 1, 1]);
    const logged = await repository.logs(d.deviceId, DEVICE_LOG_TYPE.property);
    expect(logged.map((row) => row.value)).toEqual(['21.0', '21.5', '22.0']);
    expect((await repository.values(d.deviceId)).map((v) => v.value)).toEqual(['22.0']);
  });

  it('a database that is unavailable fails the whole batch at once (the devices resend)', async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    let attempts = 0;
    const writer = new IngestWriter({
      writeBatch: async () => {
        attempts += 1;
        throw busy;
      },
    });
    const results = await Promise.allSettled([
      writer.write({ values: [], logs: [history(1, '1')] }),
      writer.write({ values: [], logs: [history(1, '2')] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(attempts).toBe(1);
  });

  it('under light load each batch goes at the end of its turn; after a loaded batch the next waits for the gap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'Date'] });
    try {
      const batches: number[] = [];
      const writer = new IngestWriter({
        writeBatch: async (_values, logs) => {
          batches.push(logs.length);
        },
      });
      const reports = (n: number) =>
        Array.from({ length: n }, (_, i) => writer.write({ values: [], logs: [history(1, String(i))] }));

      // Light: a lone report, then another right after it, each at the end of its turn.
      let sent = reports(1);
      await vi.advanceTimersByTimeAsync(0);
      await Promise.all(sent);
      sent = reports(1);
      await vi.advanceTimersByTimeAsync(0);
      await Promise.all(sent);
      expect(batches).toEqual([1, 1]);

      // Loaded: a batch of LOADED_BATCH; what comes right after it waits for the gap and goes together.
      sent = reports(LOADED_BATCH);
      await vi.advanceTimersByTimeAsync(0);
      await Promise.all(sent);
      const soon = reports(2);
      await vi.advanceTimersByTimeAsync(1);
      soon.push(...reports(1));
      await vi.advanceTimersByTimeAsync(MIN_BATCH_GAP_MS - 3);
      expect(batches).toEqual([1, 1, LOADED_BATCH]);
      await vi.advanceTimersByTimeAsync(2);
      await Promise.all(soon);
      expect(batches).toEqual([1, 1, LOADED_BATCH, 3]);

      // The small batch ended the load: the next report goes at once again.
      sent = reports(1);
      await vi.advanceTimersByTimeAsync(0);
      await Promise.all(sent);
      expect(batches).toEqual([1, 1, LOADED_BATCH, 3, 1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
