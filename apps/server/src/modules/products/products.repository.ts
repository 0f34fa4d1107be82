import type {
  AuthMethod,
  CredentialScope,
  OtaProtocol,
  PROTOCOL_CODES,
  ProductStatus,
  ThingsModelSet,
} from '@linli/contracts';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SecretBox } from './secret-box.ts';
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
  /** 1 draft, 2 published (devices may connect), 3 retired (PRODUCT_STATUS). */
  status: ProductStatus;
  /** FastBee's vertificateMethod: 1 `S&` only, 2 `E&` only, 3 both (AUTH_METHODS). */
  vertificateMethod: AuthMethod;
  /** Which secret a device may present: its own, the product's, or either (CREDENTIAL_SCOPES). */
  credentialScope: CredentialScope;
  /** An unknown serial with valid product credentials registers itself (linking/registrations). */
  selfRegister: boolean;
  otaProtocol: OtaProtocol;
  protocolCode: (typeof PROTOCOL_CODES)[number];
  mqttAccount: string;
  /** Plain text in memory; encrypted at rest (products/secret-box.ts). */
  mqttPassword: string;
  /** The 16-character AES key of `E&` passwords; plain in memory, encrypted at rest. */
  mqttSecret: string;
  imgUrl: string;
  /** The current (latest) version of the thing model. */
  thingsModels: ThingsModelSet;
  thingsModelVersion: number;
  /** Minutes one of its devices may stay offline before its people are warned; null: never. */
  offlineAlarmMinutes: number | null;
  createdAt: string;
  /** When an administrator last changed it; null: as seeded. */
  updatedAt: string | null;
}

/** What an administrator (or the catalogue) sets; the rest is the server's. */
export type ProductSettings = Omit<
  ProductRecord,
  | 'id'
  | 'code'
  | 'status'
  | 'mqttPassword'
  | 'mqttSecret'
  | 'thingsModels'
  | 'thingsModelVersion'
  | 'createdAt'
  | 'updatedAt'
>;

export type NewProduct = ProductSettings &
  Pick<ProductRecord, 'code' | 'status' | 'mqttPassword' | 'mqttSecret' | 'thingsModels'>;

/** The associated data each sealed column is bound to (secret-box.ts). */
const PASSWORD = 'products.mqtt_password';
const SECRET = 'products.mqtt_secret';

function settingsColumns(p: ProductSettings): Updateable<ProductsTable> {
  return {
    name: p.name,
    name_en: p.nameEn,
    category: p.category,
    device_type: p.deviceType,
    network_method: p.networkMethod,
    is_sub_device: p.isSubDevice ? 1 : 0,
    is_authorize: p.isAuthorize ? 1 : 0,
    vertificate_method: p.vertificateMethod,
    credential_scope: p.credentialScope,
    self_register: p.selfRegister ? 1 : 0,
    ota_protocol: p.otaProtocol,
    protocol_code: p.protocolCode,
    mqtt_account: p.mqttAccount,
    img_url: p.imgUrl,
    offline_alarm_minutes: p.offlineAlarmMinutes,
  };
}

export class ProductsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SecretBox,
  ) {}

  private toRecord(row: Selectable<ProductsTable>): ProductRecord {
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
      status: row.status as ProductStatus,
      vertificateMethod: row.vertificate_method as AuthMethod,
      credentialScope: row.credential_scope as CredentialScope,
      selfRegister: row.self_register === 1,
      otaProtocol: row.ota_protocol as OtaProtocol,
      protocolCode: row.protocol_code as ProductRecord['protocolCode'],
      mqttAccount: row.mqtt_account,
      // '' until issued (rows from before migration 0024 get theirs at start: ProductsService.ensureCatalogue).
      mqttPassword: row.mqtt_password_enc === null ? '' : this.box.open(row.mqtt_password_enc, PASSWORD),
      mqttSecret: row.mqtt_secret_enc === null ? '' : this.box.open(row.mqtt_secret_enc, SECRET),
      imgUrl: row.img_url,
      thingsModels: JSON.parse(row.things_model) as ThingsModelSet,
      thingsModelVersion: row.things_model_version,
      offlineAlarmMinutes: row.offline_alarm_minutes,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async all(): Promise<ProductRecord[]> {
    const rows = await this.db.selectFrom('products').selectAll().orderBy('id').execute();
    return rows.map((row) => this.toRecord(row));
  }

  async findById(id: number): Promise<ProductRecord | undefined> {
    const row = await this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    return row && this.toRecord(row);
  }

  /** A new product and the first version of its thing model, together. */
  async insert(product: NewProduct, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('products')
        .values({
          ...settingsColumns(product),
          code: product.code,
          name: product.name,
          name_en: product.nameEn,
          category: product.category,
          device_type: product.deviceType,
          network_method: product.networkMethod,
          mqtt_account: product.mqttAccount,
          status: product.status,
          mqtt_password_enc: this.box.seal(product.mqttPassword, PASSWORD),
          mqtt_secret_enc: this.box.seal(product.mqttSecret, SECRET),
          things_model: JSON.stringify(product.thingsModels),
          things_model_version: 1,
          created_at: now,
          updated_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_things_model_versions')
        .values({
          product_id: row.id,
          version: 1,
          things_model: JSON.stringify(product.thingsModels),
          created_at: now,
        })
        .execute();
      return row.id;
    });
  }

  async updateSettings(id: number, settings: ProductSettings, now: string): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ ...settingsColumns(settings), updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async setStatus(id: number, status: ProductStatus, now: string): Promise<void> {
    await this.db.updateTable('products').set({ status, updated_at: now }).where('id', '=', id).execute();
  }

  /** Seals and stores new credentials; `now` null for the server's own issue (not an administrator's edit). */
  async setCredentials(
    id: number,
    credentials: { mqttPassword?: string; mqttSecret?: string },
    now: string | null,
  ): Promise<void> {
    await this.db
      .updateTable('products')
      .set({
        ...(credentials.mqttPassword !== undefined && {
          mqtt_password_enc: this.box.seal(credentials.mqttPassword, PASSWORD),
        }),
        ...(credentials.mqttSecret !== undefined && {
          mqtt_secret_enc: this.box.seal(credentials.mqttSecret, SECRET),
        }),
        ...(now !== null && { updated_at: now }),
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Stores `set` as version `version` of the product's thing model and makes it the current one: a new row
   * for a new version, the same row rewritten for a draft's edit (or the catalogue's filled-in texts).
   * `now` null: the server's own fill, not an administrator's edit.
   */
  async saveThingsModel(
    id: number,
    version: number,
    set: ThingsModelSet,
    options: { newVersion: boolean; now: string; byAdmin: boolean },
  ): Promise<void> {
    const json = JSON.stringify(set);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('products')
        .set({
          things_model: json,
          things_model_version: version,
          ...(options.byAdmin && { updated_at: options.now }),
        })
        .where('id', '=', id)
        .execute();
      if (options.newVersion) {
        await trx
          .insertInto('product_things_model_versions')
          .values({ product_id: id, version, things_model: json, created_at: options.now })
          .execute();
      } else {
        await trx
          .updateTable('product_things_model_versions')
          .set({ things_model: json })
          .where('product_id', '=', id)
          .where('version', '=', version)
          .execute();
      }
    });
  }

  async thingsModelAt(productId: number, version: number): Promise<ThingsModelSet | undefined> {
    const row = await this.db
      .selectFrom('product_things_model_versions')
      .select('things_model')
      .where('product_id', '=', productId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row && (JSON.parse(row.things_model) as ThingsModelSet);
  }

  async setOfflineAlarmMinutes(id: number, minutes: number | null): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ offline_alarm_minutes: minutes })
      .where('id', '=', id)
      .execute();
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
