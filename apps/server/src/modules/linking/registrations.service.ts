import type { DeviceRegistration, Language, RegistrationQuery } from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { RegistrantInfo, RegistrantLedger } from '../mqtt/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { RegistrationRecord, RegistrationsRepository } from './registrations.repository.ts';

/** The broker's hold on registrant sessions (modules/mqtt sessions.ts), made before this module. */
export interface RegistrantSessionsPort {
  disconnectRegistrant(serialNumber: string): Promise<void>;
}

/**
 * Self-registration (docs/devices.md "Self-registration"). An unknown serial that logs in with its product's
 * own credentials, where the product allows it, is a registrant (modules/mqtt device-auth.ts): it belongs to
 * nobody, nothing it reports is kept, and it is listed here for administrators. It becomes a device only
 * through the usual linking (relateUser, Wi-Fi pairing, added by hand — each with its own checks); once it is
 * one, whichever way, its registration goes and its registrant session is cut, so the firmware reconnects
 * (it does so by itself) as that device.
 */
export class RegistrationsService implements RegistrantLedger {
  constructor(
    private readonly deps: {
      registrations: RegistrationsRepository;
      products: ProductsService;
      clock: Clock;
      sessions: RegistrantSessionsPort;
    },
  ) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  connected(serialNumber: string, productId: number): Promise<void> {
    return this.deps.registrations.seen(serialNumber, productId, this.now());
  }

  disconnected(serialNumber: string): Promise<void> {
    return this.deps.registrations.update(serialNumber, { online: false }, this.now());
  }

  info(serialNumber: string, info: RegistrantInfo): Promise<void> {
    return this.deps.registrations.update(
      serialNumber,
      {
        ...(info.firmwareVersion !== undefined && { firmwareVersion: info.firmwareVersion }),
        ...(info.rssi !== undefined && { rssi: info.rssi }),
      },
      this.now(),
    );
  }

  onlineSerials(): Promise<string[]> {
    return this.deps.registrations.onlineSerials();
  }

  find(serialNumber: string): Promise<RegistrationRecord | undefined> {
    return this.deps.registrations.find(serialNumber);
  }

  /** The serial is a device now (`device.created`): no longer a registrant. */
  async becameDevice(serialNumber: string): Promise<void> {
    await this.deps.registrations.delete(serialNumber);
    await this.deps.sessions.disconnectRegistrant(serialNumber);
  }

  /** `GET /iot/device/registrations` (administrators). */
  async list(
    query: RegistrationQuery,
    language: Language,
  ): Promise<{ rows: DeviceRegistration[]; total: number }> {
    const { rows, total } = await this.deps.registrations.list({
      productId: query.productId,
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const out: DeviceRegistration[] = [];
    for (const row of rows) {
      const product = await this.deps.products.find(row.productId);
      out.push({
        serialNumber: row.serialNumber,
        productId: row.productId,
        productName: (language === 'en-US' ? product?.nameEn : product?.name) ?? '',
        firmwareVersion: row.firmwareVersion,
        rssi: row.rssi,
        online: row.online,
        firstSeen: row.firstSeen,
        lastSeen: row.lastSeen,
      });
    }
    return { rows: out, total };
  }
}
