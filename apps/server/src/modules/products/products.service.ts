import {
  allModels,
  type DatatypeSpec,
  ErrorCode,
  type Language,
  localizeThingsModels,
  type ProductListQuery,
  type ProductShort,
  type ThingModel,
  type ThingsModelSet,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret, randomSecret, verifySecret } from '../../platform/credentials.ts';
import { AppError } from '../../platform/errors.ts';
import { CATALOGUE } from './catalogue.ts';
import type { ProductRecord, ProductsRepository } from './products.repository.ts';

const productNotFound = () => new AppError(ErrorCode.PRODUCT_NOT_FOUND);

/**
 * Products and their thing models. Products change rarely and are read on every device message, so they
 * are cached in memory after the first read.
 */
export class ProductsService {
  private cache: Map<number, ProductRecord> | undefined;

  constructor(
    private readonly products: ProductsRepository,
    private readonly clock: Clock,
  ) {}

  /** Adds the catalogue products a database does not have yet, each with fresh random MQTT credentials. */
  async ensureCatalogue(): Promise<void> {
    const existing = await this.products.codes();
    const now = this.clock.now().toISOString();
    for (const product of CATALOGUE) {
      if (existing.has(product.code)) {
        await this.fillFromCatalogue(product);
        continue;
      }
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
          mqttAccount: `linli-${product.code}`,
          mqttPasswordHash: hashSecret(randomSecret()),
          imgUrl: product.imgUrl,
          thingsModels: product.thingsModels,
          offlineAlarmMinutes: product.offlineAlarmMinutes ?? null,
        },
        now,
      );
    }
    this.cache = undefined;
  }

  /**
   * Databases seeded before thing-model items had English names and texts, or alarms, get them here: only a
   * missing `nameEn` (or English text or unit) or `alarms` of an item the catalogue knows, and a missing
   * offline alarm of the product, is filled in; anything else in the stored product stays as it is.
   */
  private async fillFromCatalogue(product: (typeof CATALOGUE)[number]): Promise<void> {
    const stored = (await this.products.all()).find((p) => p.code === product.code);
    if (!stored) return;
    const known = new Map(allModels(product.thingsModels).map((m) => [`${m.type}:${m.id}`, m] as const));
    let changed = false;
    const fill = (m: ThingModel): ThingModel => {
      const catalogued = known.get(`${m.type}:${m.id}`);
      if (!catalogued) return m;
      const nameEn = m.nameEn ?? catalogued.nameEn;
      const datatype = withEnglishTexts(m.datatype, catalogued.datatype);
      const alarms = m.alarms ?? catalogued.alarms;
      if (nameEn === m.nameEn && datatype === m.datatype && alarms === m.alarms) return m;
      changed = true;
      return { ...m, ...(nameEn !== undefined && { nameEn }), datatype, ...(alarms && { alarms }) };
    };
    const set = stored.thingsModels;
    const next: ThingsModelSet = {
      properties: set.properties.map(fill),
      functions: set.functions.map(fill),
      events: set.events.map(fill),
    };
    if (changed) await this.products.setThingsModel(stored.id, next);
    if (stored.offlineAlarmMinutes === null && product.offlineAlarmMinutes !== undefined)
      await this.products.setOfflineAlarmMinutes(stored.id, product.offlineAlarmMinutes);
  }

  private async load(): Promise<Map<number, ProductRecord>> {
    if (!this.cache) this.cache = new Map((await this.products.all()).map((p) => [p.id, p]));
    return this.cache;
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

  async shortList(
    query: ProductListQuery,
    language: Language,
  ): Promise<{ rows: ProductShort[]; total: number }> {
    const keyword = query.productName?.toLowerCase();
    const all = [...(await this.load()).values()]
      .map((p) => this.shortOf(p, language))
      .filter((p) => !keyword || p.productName.toLowerCase().includes(keyword));
    const start = (query.pageNum - 1) * query.pageSize;
    return { rows: all.slice(start, start + query.pageSize), total: all.length };
  }

  thingsModels(productId: number): Promise<ThingsModelSet> {
    // Every device report asks this: from the loaded cache it is one settled promise, not four async hops.
    const cached = this.cache?.get(productId);
    if (cached) return Promise.resolve(cached.thingsModels);
    return this.require(productId).then((product) => product.thingsModels);
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
   * FastBee simple authentication (docs/fastbee.md "Client authentication"): username = product MQTT account,
   * password = product password, or `password&authCode` when the product requires authorization codes.
   * An unused code binds to the first serial that presents it.
   */
  async verifyProductLogin(
    productId: number,
    serialNumber: string,
    username: string,
    password: string,
  ): Promise<boolean> {
    const product = await this.find(productId);
    if (!product || username !== product.mqttAccount) return false;
    if (!product.isAuthorize) return verifySecret(password, product.mqttPasswordHash);
    const split = password.lastIndexOf('&');
    if (split < 0) return false;
    if (!verifySecret(password.slice(0, split), product.mqttPasswordHash)) return false;
    const code = await this.products.findAuthCode(productId, password.slice(split + 1));
    if (!code) return false;
    if (code.serial_number !== null) return code.serial_number === serialNumber;
    return this.products.bindAuthCode(code.id, serialNumber);
  }

  /**
   * Whether an authorization code may go with a serial (it exists for the product and is unused or already
   * this serial's); `claim` binds an unused one to the serial (linking a device, modules/linking).
   */
  async authCodeFits(productId: number, code: string, serialNumber: string, claim = false): Promise<boolean> {
    const found = await this.products.findAuthCode(productId, code);
    if (!found) return false;
    if (found.serial_number !== null) return found.serial_number === serialNumber;
    return claim ? this.products.bindAuthCode(found.id, serialNumber) : true;
  }

  /** Issues new product MQTT credentials (the password is shown once, then kept only as a hash). */
  async resetMqttPassword(productId: number): Promise<{ username: string; password: string }> {
    const product = await this.require(productId);
    const password = randomSecret();
    await this.products.setPasswordHash(productId, hashSecret(password));
    this.cache = undefined;
    return { username: product.mqttAccount, password };
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

/** `stored` with the catalogue's English texts/unit added where it lacks them and says the same in Chinese. */
function withEnglishTexts(stored: DatatypeSpec, catalogued: DatatypeSpec): DatatypeSpec {
  if (stored.type === 'bool' && catalogued.type === 'bool') {
    const same = stored.trueText === catalogued.trueText && stored.falseText === catalogued.falseText;
    if (!same || stored.trueTextEn !== undefined || catalogued.trueTextEn === undefined) return stored;
    return { ...stored, trueTextEn: catalogued.trueTextEn, falseTextEn: catalogued.falseTextEn };
  }
  if (stored.type === 'enum' && catalogued.type === 'enum') {
    const english = new Map(catalogued.enumList.map((e) => [`${e.value}\u0000${e.text}`, e.textEn]));
    let added = false;
    const enumList = stored.enumList.map((e) => {
      const textEn = english.get(`${e.value}\u0000${e.text}`);
      if (e.textEn !== undefined || textEn === undefined) return e;
      added = true;
      return { ...e, textEn };
    });
    return added ? { ...stored, enumList } : stored;
  }
  if (
    (stored.type === 'integer' || stored.type === 'decimal') &&
    (catalogued.type === 'integer' || catalogued.type === 'decimal') &&
    stored.unit === catalogued.unit &&
    stored.unitEn === undefined &&
    catalogued.unitEn !== undefined
  ) {
    return { ...stored, unitEn: catalogued.unitEn };
  }
  return stored;
}
