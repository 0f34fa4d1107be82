import type { ThingsModelSet } from '@linli/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ProductsTable } from './tables.ts';

export interface ProductRecord {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  category: string;
  deviceType: 1 | 2 | 3;
  networkMethod: 1 | 2 | 3 | 4;
  isSubDevice: boolean;
  isAuthorize: boolean;
  mqttAccount: string;
  mqttPasswordHash: string;
  imgUrl: string;
  thingsModels: ThingsModelSet;
  /** Minutes one of its devices may stay offline before its people are warned; null: never. */
  offlineAlarmMinutes: number | null;
}

function toRecord(row: Selectable<ProductsTable>): ProductRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.name_en,
    category: row.category,
    deviceType: row.device_type as ProductRecord['deviceType'],
    networkMethod: row.network_method as ProductRecord['networkMethod'],
    isSubDevice: row.is_sub_device === 1,
    isAuthorize: row.is_authorize === 1,
    mqttAccount: row.mqtt_account,
    mqttPasswordHash: row.mqtt_password_hash,
    imgUrl: row.img_url,
    thingsModels: JSON.parse(row.things_model) as ThingsModelSet,
    offlineAlarmMinutes: row.offline_alarm_minutes,
  };
}

export class ProductsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async all(): Promise<ProductRecord[]> {
    const rows = await this.db.selectFrom('products').selectAll().orderBy('id').execute();
    return rows.map(toRecord);
  }

  async findById(id: number): Promise<ProductRecord | undefined> {
    const row = await this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async codes(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('products').select('code').execute();
    return new Set(rows.map((r) => r.code));
  }

  async insert(product: Omit<ProductRecord, 'id'>, now: string): Promise<number> {
    const row = await this.db
      .insertInto('products')
      .values({
        code: product.code,
        name: product.name,
        name_en: product.nameEn,
        category: product.category,
        device_type: product.deviceType,
        network_method: product.networkMethod,
        is_sub_device: product.isSubDevice ? 1 : 0,
        is_authorize: product.isAuthorize ? 1 : 0,
        mqtt_account: product.mqttAccount,
        mqtt_password_hash: product.mqttPasswordHash,
        img_url: product.imgUrl,
        things_model: JSON.stringify(product.thingsModels),
        created_at: now,
        offline_alarm_minutes: product.offlineAlarmMinutes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setThingsModel(id: number, thingsModels: ThingsModelSet): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ things_model: JSON.stringify(thingsModels) })
      .where('id', '=', id)
      .execute();
  }

  async setOfflineAlarmMinutes(id: number, minutes: number | null): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ offline_alarm_minutes: minutes })
      .where('id', '=', id)
      .execute();
  }

  async setPasswordHash(id: number, hash: string): Promise<void> {
    await this.db.updateTable('products').set({ mqtt_password_hash: hash }).where('id', '=', id).execute();
  }

  async insertAuthCode(productId: number, code: string, now: string): Promise<void> {
    await this.db
      .insertInto('product_auth_codes')
      .values({ product_id: productId, code, created_at: now })
      .execute();
  }

  async findAuthCode(productId: number, code: string) {
    return this.db
      .selectFrom('product_auth_codes')
      .select(['id', 'serial_number'])
      .where('product_id', '=', productId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** Binds an unused code to a serial; false when another device took it first. */
  async bindAuthCode(id: number, serialNumber: string): Promise<boolean> {
    const result = await this.db
      .updateTable('product_auth_codes')
      .set({ serial_number: serialNumber })
      .where('id', '=', id)
      .where('serial_number', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
