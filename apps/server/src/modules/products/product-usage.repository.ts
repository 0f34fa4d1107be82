import { DEVICE_LOG_TYPE } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What the devices of a product hold, as far as the product's own rules need it: how many devices use it
 * (retiring, back to draft), whether stored readings name a thing-model item (a change must not orphan them),
 * and which thing-model version they report under. The products module is built before the devices module
 * (every device needs its product), so it cannot ask the devices service; these reads and the one version
 * update stay here, next to the rules they serve, and touch nothing else of those tables.
 */
export class ProductUsageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async deviceCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('devices')
      .select(['product_id', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('product_id')
      .execute();
    return new Map(rows.map((row) => [row.product_id, Number(row.count)]));
  }

  async deviceCount(productId: number): Promise<number> {
    const row = await this.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Devices of the product still reporting under a thing-model version older than `current`. */
  async devicesBehind(productId: number, current: number): Promise<number> {
    const row = await this.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('product_id', '=', productId)
      .where('things_model_version', '<', current)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The first of `identifiers` that a device of the product has data for: a last value, a property, function
   * or event log row, or an hourly history row. Asked one identifier at a time, each an indexed probe, because
   * a model change touches a handful of items while the tables hold millions of rows.
   */
  async identifierWithData(productId: number, identifiers: readonly string[]): Promise<string | undefined> {
    const devices = this.db.selectFrom('devices').select('id').where('product_id', '=', productId);
    for (const identifier of identifiers) {
      const value = await this.db
        .selectFrom('device_values')
        .select('device_id')
        .where('device_id', 'in', devices)
        .where('identifier', '=', identifier)
        .limit(1)
        .executeTakeFirst();
      if (value) return identifier;
      const log = await this.db
        .selectFrom('device_logs')
        .select('id')
        .where('device_id', 'in', devices)
        .where('identifier', '=', identifier)
        .where('log_type', 'in', [DEVICE_LOG_TYPE.property, DEVICE_LOG_TYPE.function, DEVICE_LOG_TYPE.event])
        .limit(1)
        .executeTakeFirst();
      if (log) return identifier;
      const hourly = await this.db
        .selectFrom('device_history_hourly')
        .select('device_id')
        .where('device_id', 'in', devices)
        .where('identifier', '=', identifier)
        .limit(1)
        .executeTakeFirst();
      if (hourly) return identifier;
    }
    return undefined;
  }

  /** Moves every device of the product that reports under another version to `version`; answers how many. */
  async moveDevicesToVersion(productId: number, version: number): Promise<number> {
    const result = await this.db
      .updateTable('devices')
      .set({ things_model_version: version })
      .where('product_id', '=', productId)
      .where('things_model_version', '!=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
