import { type AlertPerson, ErrorCode, type PersonDevice, type PersonDeviceBody } from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { isStaff } from './access.ts';
import type { AccountLookup } from './applications.service.ts';
import type { PersonRecord, PersonsRepository } from './persons.repository.ts';
import type { PersonsService } from './persons.service.ts';

/** The devices module's answer about one device, as much as linking needs. */
export interface WatchableDevice {
  id: number;
  userId: number;
  deviceName: string;
  serialNumber: string;
  status: number;
}

export interface DeviceDirectory {
  findById(id: number): Promise<WatchableDevice | undefined>;
}

/** Who a device's alarm concerns and who at the centre answers for them (the alerts module's question). */
export interface PersonWatch {
  person: AlertPerson;
  caseworkerId: number | null;
}

/**
 * Devices that watch over a person the centre serves (docs/alerts.md "Who is told"). The account a person's
 * file is linked to links its own devices to the file; staff see the links and may remove one. A link holds
 * only while the device's owner is still the file's account: a device that changed hands, or a file linked
 * to another account since, watches over nobody — its alarms never reach that person's worker or contacts.
 */
export class PersonWatchService {
  constructor(
    private readonly persons: PersonsRepository,
    private readonly files: PersonsService,
    private readonly devices: DeviceDirectory,
    private readonly accounts: AccountLookup,
    private readonly clock: Clock,
  ) {}

  /**
   * A caseworker answers for their people only while they are an enabled staff account: someone who left the
   * centre (role taken away, account disabled) is told of nothing and sees nothing, whatever the file says.
   */
  private async activeStaff(userId: number | null): Promise<boolean> {
    if (userId === null) return false;
    const account = await this.accounts.findById(userId);
    return account !== undefined && !account.disabled && isStaff(account);
  }

  async devicesOf(caller: AuthUser, personId: number): Promise<PersonDevice[]> {
    const person = await this.files.readable(caller, personId);
    const out: PersonDevice[] = [];
    for (const link of await this.persons.devicesOf(person.id)) {
      const device = await this.devices.findById(link.deviceId);
      if (!device || !holds(person, device)) continue;
      const { deviceName, serialNumber, status } = device;
      out.push({ deviceId: device.id, deviceName, serialNumber, status, linkedAt: link.linkedAt });
    }
    return out;
  }

  async link(caller: AuthUser, body: PersonDeviceBody): Promise<void> {
    const person = await this.files.readable(caller, body.personId);
    if (person.userId !== caller.userId) throw new AppError(ErrorCode.WATCH_PERSON_NOT_LINKED, {}, 403);
    const device = await this.devices.findById(body.deviceId);
    // Someone else's device and no device at all get the same answer: ids are not for probing.
    if (!device || device.userId !== caller.userId)
      throw new AppError(ErrorCode.WATCH_DEVICE_NOT_OWN, { field: 'deviceId' });
    await this.persons.linkDevice(person.id, device.id, this.clock.now().toISOString());
  }

  /** The file's account or a social worker ends a link. */
  async unlink(caller: AuthUser, body: PersonDeviceBody): Promise<void> {
    const person = await this.files.readable(caller, body.personId);
    if (person.userId !== caller.userId && !isStaff(caller))
      throw new AppError(ErrorCode.WATCH_PERSON_NOT_LINKED, {}, 403);
    await this.persons.unlinkDevice(person.id, body.deviceId);
  }

  /** The person a device watches over now, and their caseworker; undefined when it watches over nobody. */
  async watchOf(device: Pick<WatchableDevice, 'id' | 'userId'>): Promise<PersonWatch | undefined> {
    const person = await this.persons.personOfDevice(device.id);
    if (!person || !holds(person, device)) return undefined;
    return {
      person: {
        personId: person.id,
        name: person.name,
        phone: person.phone,
        contactName: person.guardianName,
        contactRelation: person.guardianRelation,
        contactPhone: person.guardianPhone,
      },
      caseworkerId: (await this.activeStaff(person.caseworkerId)) ? person.caseworkerId : null,
    };
  }

  /** Ids of the persons a social worker answers for. */
  async caseload(userId: number): Promise<number[]> {
    return (await this.activeStaff(userId)) ? this.persons.caseload(userId) : [];
  }
}

function holds(person: PersonRecord, device: Pick<WatchableDevice, 'userId'>): boolean {
  return person.userId !== null && person.userId === device.userId;
}
