import {
  allModels,
  duplicateIdentifier,
  ErrorCode,
  misfiledItem,
  PRODUCT_STATUS,
  type ProductAdmin,
  type ProductAdminQuery,
  type ProductAdminRow,
  type ProductFormValues,
  type ProductStatus,
  readFastBeeProduct,
  type ThingsModelSet,
  writeFastBeeProduct,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { isDataRefused } from '../../platform/database-errors.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { adminRowOf, adminViewOf, settingsOf } from './product-admin.presenter.ts';
import { freeProductCode, newProductCredential } from './product-credentials.ts';
import type { ProductUsageRepository } from './product-usage.repository.ts';
import type { ProductRecord, ProductsRepository } from './products.repository.ts';
import type { ProductsService } from './products.service.ts';
import { orphanCandidates, sameThingsModel } from './versions.ts';

const EMPTY_MODEL: ThingsModelSet = { properties: [], functions: [], events: [] };

interface Names {
  name: string;
  nameEn: string;
  mqttAccount?: string | undefined;
}
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ProductAdminDeps {
  products: ProductsRepository;
  usage: ProductUsageRepository;
  clock: Clock;
  /** The cache every other module reads products through; each write here refreshes it. */
  catalogue: ProductsService;
}

/**
 * Product administration (docs/devices.md "Products and thing models"): administrators create products as
 * drafts, edit them, publish them (devices may then be linked and connect), take them back to draft while no
 * device uses them, and retire them for good once none does. Every refusal changes nothing.
 */
export class ProductAdminService {
  constructor(private readonly deps: ProductAdminDeps) {}

  private async product(caller: AuthUser, id: number): Promise<ProductRecord> {
    if (!caller.roles.includes('admin')) throw forbidden();
    return this.deps.catalogue.require(id);
  }

  private async view(product: ProductRecord): Promise<ProductAdmin> {
    return adminViewOf(product, {
      deviceCount: await this.deps.usage.deviceCount(product.id),
      devicesBehind: await this.deps.usage.devicesBehind(product.id, product.thingsModelVersion),
    });
  }

  private editable(product: ProductRecord): void {
    if (product.status === PRODUCT_STATUS.retired) throw new AppError(ErrorCode.PRODUCT_RETIRED);
  }

  async list(
    caller: AuthUser,
    query: ProductAdminQuery,
  ): Promise<{ rows: ProductAdminRow[]; total: number }> {
    if (!caller.roles.includes('admin')) throw forbidden();
    const keyword = query.productName?.toLowerCase();
    const counts = await this.deps.usage.deviceCounts();
    const all = (await this.deps.catalogue.all())
      .filter((p) => query.status === undefined || p.status === query.status)
      .filter(
        (p) => !keyword || p.name.toLowerCase().includes(keyword) || p.nameEn.toLowerCase().includes(keyword),
      );
    const start = (query.pageNum - 1) * query.pageSize;
    return {
      rows: all.slice(start, start + query.pageSize).map((p) => adminRowOf(p, counts.get(p.id) ?? 0)),
      total: all.length,
    };
  }

  async get(caller: AuthUser, id: number): Promise<ProductAdmin> {
    return this.view(await this.product(caller, id));
  }

  /** Names and MQTT accounts are one product's each (names whatever their case). */
  private async refuseTaken(names: Names, exceptId?: number): Promise<void> {
    const others = (await this.deps.catalogue.all()).filter((p) => p.id !== exceptId);
    if (others.some((p) => same(p.name, names.name)))
      throw new AppError(ErrorCode.PRODUCT_NAME_EXISTS, { field: 'productName' });
    if (others.some((p) => same(p.nameEn, names.nameEn)))
      throw new AppError(ErrorCode.PRODUCT_NAME_EXISTS, { field: 'productNameEn' });
    if (names.mqttAccount !== undefined && others.some((p) => p.mqttAccount === names.mqttAccount))
      throw new AppError(ErrorCode.PRODUCT_ACCOUNT_EXISTS, { field: 'mqttAccount' });
  }

  /** A write the unique indexes refused (two administrators at once): told as the check above would. */
  private async translateRefusal(error: unknown, names: Names, id?: number): Promise<never> {
    if (!isDataRefused(error)) throw error;
    await this.refuseTaken(names, id);
    throw error;
  }

  async create(caller: AuthUser, form: ProductFormValues, thingsModels = EMPTY_MODEL): Promise<ProductAdmin> {
    if (!caller.roles.includes('admin')) throw forbidden();
    const names = { name: form.productName, nameEn: form.productNameEn, mqttAccount: form.mqttAccount };
    await this.refuseTaken(names);
    const all = await this.deps.catalogue.all();
    const code = freeProductCode(form.productNameEn, (candidate) =>
      all.some((p) => p.code === candidate || (!form.mqttAccount && p.mqttAccount === `linli-${candidate}`)),
    );
    const settings = settingsOf(form, form.mqttAccount ?? `linli-${code}`);
    let id: number;
    try {
      id = await this.deps.products.insert(
        {
          ...settings,
          code,
          status: PRODUCT_STATUS.draft,
          mqttPassword: newProductCredential(),
          mqttSecret: newProductCredential(),
          thingsModels,
        },
        this.deps.clock.now().toISOString(),
      );
    } catch (error) {
      return this.translateRefusal(error, { ...names, mqttAccount: settings.mqttAccount });
    }
    return this.view(await this.deps.catalogue.refresh(id));
  }

  /** Its settings; the MQTT account stays when the form leaves it out. A retired product is not edited. */
  async update(caller: AuthUser, id: number, form: ProductFormValues): Promise<ProductAdmin> {
    const product = await this.product(caller, id);
    this.editable(product);
    const names = { name: form.productName, nameEn: form.productNameEn, mqttAccount: form.mqttAccount };
    await this.refuseTaken(names, id);
    try {
      await this.deps.products.updateSettings(
        id,
        settingsOf(form, form.mqttAccount ?? product.mqttAccount),
        this.deps.clock.now().toISOString(),
      );
    } catch (error) {
      return this.translateRefusal(error, names, id);
    }
    return this.view(await this.deps.catalogue.refresh(id));
  }

  /**
   * Publish (needs a thing model with at least one item), back to draft (only while no device uses it) or
   * retire (only once no device uses it; for good). The same status again changes nothing.
   */
  async setStatus(caller: AuthUser, id: number, status: ProductStatus): Promise<ProductAdmin> {
    const product = await this.product(caller, id);
    if (status === product.status) return this.view(product);
    this.editable(product);
    if (status === PRODUCT_STATUS.published && allModels(product.thingsModels).length === 0)
      throw new AppError(ErrorCode.PRODUCT_NO_THINGS_MODEL);
    if (status !== PRODUCT_STATUS.published && (await this.deps.usage.deviceCount(id)) > 0)
      throw new AppError(
        status === PRODUCT_STATUS.retired
          ? ErrorCode.PRODUCT_HAS_DEVICES
          : ErrorCode.PRODUCT_UNPUBLISH_HAS_DEVICES,
      );
    await this.deps.products.setStatus(id, status, this.deps.clock.now().toISOString());
    return this.view(await this.deps.catalogue.refresh(id));
  }

  /** Refuses a model with an item in the wrong list or an identifier used twice ({value}: the identifier). */
  private checkShape(set: ThingsModelSet): void {
    const misfiled = misfiledItem(set);
    if (misfiled) throw new AppError(ErrorCode.THINGS_MODEL_WRONG_TYPE, { value: misfiled.id });
    const duplicate = duplicateIdentifier(set);
    if (duplicate) throw new AppError(ErrorCode.THINGS_MODEL_DUPLICATE_ID, { value: duplicate });
  }

  /**
   * A draft's model is saved in place; a published product's changed model becomes the next version (versions.ts).
   * Refused when it would remove an item, or change its datatype's type, that a device has stored data for.
   */
  async saveThingsModel(caller: AuthUser, id: number, set: ThingsModelSet): Promise<ProductAdmin> {
    const product = await this.product(caller, id);
    this.editable(product);
    this.checkShape(set);
    if (sameThingsModel(product.thingsModels, set)) return this.view(product);
    const candidates = orphanCandidates(product.thingsModels, set);
    const orphaned = candidates.length ? await this.deps.usage.identifierWithData(id, candidates) : undefined;
    if (orphaned) throw new AppError(ErrorCode.THINGS_MODEL_ORPHANS_HISTORY, { value: orphaned });
    const newVersion = product.status === PRODUCT_STATUS.published;
    await this.deps.products.saveThingsModel(
      id,
      newVersion ? product.thingsModelVersion + 1 : product.thingsModelVersion,
      set,
      { newVersion, now: this.deps.clock.now().toISOString(), byAdmin: true },
    );
    return this.view(await this.deps.catalogue.refresh(id));
  }

  /** Moves every device of the product to the current thing-model version; answers how many moved. */
  async applyThingsModel(caller: AuthUser, id: number): Promise<{ moved: number }> {
    const product = await this.product(caller, id);
    return { moved: await this.deps.usage.moveDevicesToVersion(id, product.thingsModelVersion) };
  }

  /** A new product password or secret: firmware flashed with the old one can no longer log in with it. */
  async resetCredentials(caller: AuthUser, id: number, reset: 'password' | 'secret'): Promise<ProductAdmin> {
    const product = await this.product(caller, id);
    this.editable(product);
    await this.deps.products.setCredentials(
      id,
      reset === 'password'
        ? { mqttPassword: newProductCredential() }
        : { mqttSecret: newProductCredential() },
      this.deps.clock.now().toISOString(),
    );
    return this.view(await this.deps.catalogue.refresh(id));
  }

  /** A draft product (fresh credentials) from a FastBee product export; the first problem is named. */
  async importFastBee(caller: AuthUser, json: string): Promise<ProductAdmin> {
    if (!caller.roles.includes('admin')) throw forbidden();
    const read = readFastBeeProduct(json);
    if (!read.ok) throw new AppError(ErrorCode.PRODUCT_IMPORT_INVALID, { value: read.problem });
    this.checkShape(read.thingsModels);
    return this.create(caller, read.product, read.thingsModels);
  }

  /** The product and its current thing model as FastBee product JSON, without credentials. */
  async exportFastBee(caller: AuthUser, id: number): Promise<{ fileName: string; json: string }> {
    const product = await this.product(caller, id);
    const {
      mqttAccount: _account,
      deviceCount: _count,
      thingsModelVersion: _version,
      ...exported
    } = adminRowOf(product, 0);
    return {
      fileName: `product-${id}.json`,
      json: JSON.stringify(writeFastBeeProduct(exported, product.thingsModels), null, 2),
    };
  }
}
