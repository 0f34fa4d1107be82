import {
  AUTH_METHODS,
  ErrorCode,
  type Language,
  localizeThingsModels,
  PRODUCT_STATUS,
  type ProductListQuery,
  type ProductShort,
  type ThingsModelSet,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { randomSecret } from '../../platform/credentials.ts';
import { AppError } from '../../platform/errors.ts';
import { CATALOGUE } from './catalogue.ts';
import { catalogueGaps } from './catalogue-seeding.ts';
import { ProductAdminService } from './product-admin.service.ts';
import { newProductCredential } from './product-credentials.ts';
import type { ProductUsageRepository } from './product-usage.repository.ts';
import type { ProductRecord, ProductsRepository } from './products.repository.ts';

const productNotFound = () => new AppError(ErrorCode.PRODUCT_NOT_FOUND);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Products and their thing models. Products change rarely and are read on every device message and every
 * MQTT connection, so they are cached in memory after the first read; every write here puts the written
 * product back into the cache (`refresh`), leaving the others' objects as they were (the ingest keeps
 * indexes per thing-model object). Administration is `admin` (product-admin.service.ts).
 */
export class ProductsService {
  private cache: Map<number, ProductRecord> | undefined;
  private loading: Promise<Map<number, ProductRecord>> | undefined;
  /** Superseded thing-model versions by `productId:version`; they never change once superseded. */
  private readonly versions = new Map<string, ThingsModelSet>();
  readonly admin: ProductAdminService;

  constructor(
    private readonly products: ProductsRepository,
    usage: ProductUsageRepository,
    private readonly clock: Clock,
  ) {
    this.admin = new ProductAdminService({ products, usage, clock, catalogue: this });
  }

  /**
   * At every start: issues credentials to products that have none (rows from before migration 0024, whose
   * password was kept only as a hash), adds the catalogue products a database does not have yet (published,
   * with fresh credentials), and fills catalogue gaps of products no administrator has changed. Reading
   * every product also proves the key opens their credentials: a wrong SECRETS_KEY stops the start here.
   */
  async ensureCatalogue(): Promise<void> {
    const stored = await this.products.all();
    for (const product of stored) {
      if (product.mqttPassword && product.mqttSecret) continue;
      await this.products.setCredentials(
        product.id,
        {
          ...(!product.mqttPassword && { mqttPassword: newProductCredential() }),
          ...(!product.mqttSecret && { mqttSecret: newProductCredential() }),
        },
        null,
      );
    }
    const now = this.clock.now().toISOString();
    for (const product of CATALOGUE) {
      const existing = stored.find((p) => p.code === product.code);
      if (existing) {
        if (existing.updatedAt === null) await this.fillGaps(existing, product);
        continue;
      }
      const account = `linli-${product.code}`;
      // An administrator's product already has this name or account: theirs stays, the catalogue's is left out.
      const clash = stored.some(
        (p) =>
          sameName(p.name, product.name) || sameName(p.nameEn, product.nameEn) || p.mqttAccount === account,
      );
      if (clash) continue;
      await this.products.insert(
        {
          code: product.code,
          name: product.name,
          nameEn: product.nameEn,
          category: product.category,
          deviceType: product.deviceType,
          networkMethod: product.networkMethod,
          isSubDevice: product.isSubDevice ?? false,
          isAuthorize: product.isAuthorize ?? false,
          status: PRODUCT_STATUS.published,
          vertificateMethod: product.vertificateMethod ?? AUTH_METHODS.both,
          credentialScope: product.credentialScope ?? 'both',
          selfRegister: product.selfRegister ?? false,
          otaProtocol: product.otaProtocol ?? 'linli',
          protocolCode: 'JSON',
          mqttAccount: account,
          mqttPassword: newProductCredential(),
          mqttSecret: newProductCredential(),
          imgUrl: product.imgUrl,
          thingsModels: product.thingsModels,
          offlineAlarmMinutes: product.offlineAlarmMinutes ?? null,
        },
        now,
      );
    }
    this.cache = undefined;
    this.loading = undefined;
    this.versions.clear();
    await this.load();
  }

  private async fillGaps(stored: ProductRecord, product: (typeof CATALOGUE)[number]): Promise<void> {
    const gaps = catalogueGaps(stored, product);
    if (gaps.thingsModels)
      await this.products.saveThingsModel(stored.id, stored.thingsModelVersion, gaps.thingsModels, {
        newVersion: false,
        now: this.clock.now().toISOString(),
        byAdmin: false,
      });
    if (gaps.offlineAlarmMinutes !== undefined)
      await this.products.setOfflineAlarmMinutes(stored.id, gaps.offlineAlarmMinutes);
  }

  private load(): Promise<Map<number, ProductRecord>> {
    if (this.cache) return Promise.resolve(this.cache);
    this.loading ??= this.products.all().then((all) => {
      this.cache = new Map(all.map((p) => [p.id, p]));
      return this.cache;
    });
    return this.loading;
  }

  /** Puts a product just written back into the cache, read from the database, and answers it. */
  async refresh(id: number): Promise<ProductRecord> {
    const cache = await this.load();
    const product = await this.products.findById(id);
    if (!product) throw productNotFound();
    cache.set(id, product);
    return product;
  }

  async all(): Promise<ProductRecord[]> {
    return [...(await this.load()).values()];
  }

  async find(id: number): Promise<ProductRecord | undefined> {
    return (await this.load()).get(id);
  }

  async require(id: number): Promise<ProductRecord> {
    const product = await this.find(id);
    if (!product) throw productNotFound();
    return product;
  }

  async findByCode(code: string): Promise<ProductRecord | undefined> {
    return [...(await this.load()).values()].find((p) => p.code === code);
  }

  /** The products a member may link a device to: published ones only (drafts and retired are hidden). */
  async shortList(
    query: ProductListQuery,
    language: Language,
  ): Promise<{ rows: ProductShort[]; total: number }> {
    const keyword = query.productName?.toLowerCase();
    const all = [...(await this.load()).values()]
      .filter((p) => p.status === PRODUCT_STATUS.published)
      .map((p) => this.shortOf(p, language))
      .filter((p) => !keyword || p.productName.toLowerCase().includes(keyword));
    const start = (query.pageNum - 1) * query.pageSize;
    return { rows: all.slice(start, start + query.pageSize), total: all.length };
  }

  /** The current version of the product's thing model. */
  thingsModels(productId: number): Promise<ThingsModelSet> {
    // Every device report asks this: from the loaded cache it is one settled promise, not four async hops.
    const cached = this.cache?.get(productId);
    if (cached) return Promise.resolve(cached.thingsModels);
    return this.require(productId).then((product) => product.thingsModels);
  }

  /**
   * Version `version` of the product's thing model, the one a device reports under (devices keep theirs
   * until moved: applyThingsModel). A version the product never had answers the current one.
   */
  thingsModelsAt(productId: number, version: number): Promise<ThingsModelSet> {
    const product = this.cache?.get(productId);
    if (product && version === product.thingsModelVersion) return Promise.resolve(product.thingsModels);
    const superseded = this.versions.get(`${productId}:${version}`);
    if (superseded) return Promise.resolve(superseded);
    return this.loadVersion(productId, version);
  }

  private async loadVersion(productId: number, version: number): Promise<ThingsModelSet> {
    const product = await this.require(productId);
    if (version >= product.thingsModelVersion) return product.thingsModels;
    const set = await this.products.thingsModelAt(productId, version);
    if (!set) return product.thingsModels;
    this.versions.set(`${productId}:${version}`, set);
    return set;
  }

  /** The thing model with display names in the request's language (`name` = English for en-US). */
  async localizedThingsModels(productId: number, language: Language): Promise<ThingsModelSet> {
    return localizeThingsModels(await this.thingsModels(productId), language);
  }

  shortOf(p: ProductRecord, language: Language): ProductShort {
    return {
      productId: p.id,
      productName: language === 'en-US' ? p.nameEn : p.name,
      productNameEn: p.nameEn,
      categoryName: p.category,
      deviceType: p.deviceType,
      networkMethod: p.networkMethod,
      isAuthorize: p.isAuthorize ? 1 : 0,
      imgUrl: p.imgUrl,
      isSubDevice: p.isSubDevice ? 1 : 0,
    };
  }

  /**
   * Whether an authorization code may go with a serial (it exists for the product and is unused or already
   * this serial's); `claim` binds an unused one to the serial (linking a device, modules/linking; a device's
   * first `password&authCode` login, modules/mqtt).
   */
  async authCodeFits(productId: number, code: string, serialNumber: string, claim = false): Promise<boolean> {
    const found = await this.products.findAuthCode(productId, code);
    if (!found) return false;
    if (found.serial_number !== null) return found.serial_number === serialNumber;
    return claim ? this.products.bindAuthCode(found.id, serialNumber) : true;
  }

  async createAuthCodes(productId: number, count: number): Promise<string[]> {
    await this.require(productId);
    const now = this.clock.now().toISOString();
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const code = randomSecret(8)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X');
      await this.products.insertAuthCode(productId, code, now);
      codes.push(code);
    }
    return codes;
  }
}
