import {
  birthDateFromIdCard,
  type Caseworker,
  centreDate,
  ErrorCode,
  maskIdCard,
  type PersonBody,
  type PersonsQuery,
  type ServedPerson,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { isStaff, notFound, pageOf, requireStaff } from './access.ts';
import type { AccountLookup } from './applications.service.ts';
import type { PersonRecord, PersonsRepository } from './persons.repository.ts';

export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The basic information files of the people the centre serves (/pagesC/shfw/shfwM). Social workers
 * keep them; a resident sees the files linked to their own account and nothing else.
 */
export class PersonsService {
  constructor(
    private readonly records: PersonsRepository,
    private readonly accounts: AccountLookup,
    private readonly clock: Clock,
  ) {}

  async list(caller: AuthUser, query: PersonsQuery) {
    requireStaff(caller);
    const { offset, limit } = pageOf(query);
    const { rows, total } = await this.records.listPersons(query.keyword || undefined, offset, limit);
    return { rows: rows.map((p) => this.dto(p, caller)), total };
  }

  async mine(caller: AuthUser): Promise<ServedPerson[]> {
    return (await this.records.personsOfUser(caller.userId)).map((p) => this.dto(p, caller));
  }

  async detail(caller: AuthUser, id: number): Promise<ServedPerson> {
    return this.dto(await this.readable(caller, id), caller);
  }

  async create(caller: AuthUser, body: PersonBody): Promise<{ id: number }> {
    requireStaff(caller);
    const now = this.clock.now().toISOString();
    // Whoever opens a file is responsible for the person until someone else is named.
    const values = await this.valuesOf(
      { ...body, caseworkerId: body.caseworkerId ?? caller.userId },
      now,
      null,
    );
    const id = await this.records.insertPerson(values, caller.userId, now);
    return { id };
  }

  async update(caller: AuthUser, id: number, body: PersonBody): Promise<void> {
    requireStaff(caller);
    const person = await this.records.findPerson(id);
    if (!person) throw notFound();
    const now = this.clock.now().toISOString();
    await this.records.updatePerson(id, await this.valuesOf(body, now, person.caseworkerId));
  }

  /** Who can be a file's caseworker: the centre's staff, by name (staff only). */
  async caseworkers(caller: AuthUser): Promise<Caseworker[]> {
    requireStaff(caller);
    return (await this.accounts.staff()).map((u) => ({ userId: u.id, nickName: u.nickName || u.username }));
  }

  /** Person ids the caller may see records of: all for staff (undefined), else their linked files. */
  async visiblePersonIds(caller: AuthUser): Promise<number[] | undefined> {
    if (isStaff(caller)) return undefined;
    return (await this.records.personsOfUser(caller.userId)).map((p) => p.id);
  }

  find(id: number): Promise<PersonRecord | undefined> {
    return this.records.findPerson(id);
  }

  async readable(caller: AuthUser, id: number): Promise<PersonRecord> {
    const person = await this.records.findPerson(id);
    // Someone else's file answers as a missing one: the answer must not tell which ids exist.
    if (!person || (!isStaff(caller) && person.userId !== caller.userId)) throw notFound();
    return person;
  }

  /** A deleted account's link goes; the centre's file on the person stays (its records are the centre's). */
  unlinkUser(userId: number): Promise<void> {
    return this.records.unlinkUser(userId);
  }

  /**
   * A file as the caller may see it: the ID-card number in full only for the centre's staff, who need it for
   * their paperwork; the family sees it masked (3301**********1234), as Me shows their own (SECURITY.md
   * "Personal data").
   */
  dto(person: PersonRecord, caller: Pick<AuthUser, 'roles'>): ServedPerson {
    const idCard = isStaff(caller) || !person.idCard ? person.idCard : maskIdCard(person.idCard);
    return { ...person, idCard, age: ageOn(person.birthDate, centreDate(this.clock.now())) };
  }

  /** `caseworkerId` left out of the body keeps `current`. */
  private async valuesOf(body: PersonBody, now: string, current: number | null) {
    const today = centreDate(new Date(now));
    // The ID card carries the birth date (GB 11643-1999); it wins over a typed one.
    const birthDate = (body.idCard && birthDateFromIdCard(body.idCard)) || body.birthDate || '';
    if (birthDate > today)
      throw new AppError(ErrorCode.FIELD_OUT_OF_RANGE, { field: 'birthDate', min: '1900-01-01', max: today });
    if (body.userId && !(await this.accounts.findById(body.userId))) {
      throw new AppError(ErrorCode.USER_NOT_FOUND, { field: 'userId' });
    }
    const caseworkerId = body.caseworkerId === undefined ? current : body.caseworkerId;
    if (caseworkerId !== null && caseworkerId !== current) {
      const worker = await this.accounts.findById(caseworkerId);
      if (!worker) throw new AppError(ErrorCode.USER_NOT_FOUND, { field: 'caseworkerId' });
      if (worker.disabled || !isStaff(worker))
        throw new AppError(ErrorCode.CASEWORKER_NOT_STAFF, { field: 'caseworkerId' });
    }
    return {
      name: body.name,
      sex: body.sex,
      birthDate,
      idCard: body.idCard ?? '',
      phone: body.phone ?? '',
      address: body.address ?? '',
      guardianName: body.guardianName ?? '',
      guardianPhone: body.guardianPhone ?? '',
      guardianRelation: body.guardianRelation ?? '',
      tags: body.tags,
      userId: body.userId ?? null,
      caseworkerId,
      remark: body.remark ?? '',
      updatedAt: now,
    };
  }
}
