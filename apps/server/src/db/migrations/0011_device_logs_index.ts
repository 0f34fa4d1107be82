import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * For the ingest rate: device_logs keeps ONE device index. `device_logs_device` (device_id, log_type,
 * created_at) repeated the leading columns of `device_logs_history` (device_id, log_type, identifier,
 * created_at), so every query that used it still seeks to its device and log type through the other one;
 * only a time range without an identifier is now filtered instead of seeked, and the device-log list
 * counts and sorts the device's rows either way (a union with the command log). Each device-keyed index
 * makes every stored reading dirty one more scattered page per device and batch: dropping it took about a
 * third off the cost of writing a report (bench/RESULTS.md, ingest fix 5).
 */
export function deviceLogsIndexMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await k.schema.dropIndex('device_logs_device').execute();
    },
  };
}
