import type { PersonDevice, ServedPerson } from '@linli/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsText, parseList } from './access.ts';
import type { ServicePersonsTable } from './tables.ts';

/** A file as stored: what callers see, less the age (worked out from today). */
export type PersonRecord = Omit<ServedPerson, 'age'>;

export type PersonValues = Omit<PersonRecord, 'id' | 'createdAt' | 'caseworkerName'>;

type PersonRow = Selectable<ServicePersonsTable> & { caseworker_name: string | null };

function toPerson(row: PersonRow): PersonRecord {
  return {
    id: row.id,
    name: row.name,
    sex: row.sex as PersonRecord['sex'],
    birthDate: row.birth_date,
    idCard: row.id_card,
    phone: row.phone,
    address: row.address,
    guardianName: row.guardian_name,
    guardianPhone: row.guardian_phone,
    guardianRelation: row.guardian_relation,
    tags: parseList(row.tags),
    userId: row.user_id,
    caseworkerId: row.caseworker_id,
    caseworkerName: row.caseworker_name ?? '',
    remark: row.remark,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function personRow(values: PersonValues) {
  return {
    name: values.name,
    sex: values.sex,
    birth_date: values.birthDate,
    id_card: values.idCard,
    phone: values.phone,
    address: values.address,
    guardian_name: values.guardianName,
    guardian_phone: values.guardianPhone,
    guardian_relation: values.guardianRelation,
    tags: JSON.stringify(values.tags),
    user_id: values.userId,
    caseworker_id: values.caseworkerId,
    remark: values.remark,
    updated_at: values.updatedAt,
  };
}

/** The files on the people the centre serves, and the devices that watch over them. */
export class PersonsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Person rows with their caseworker's current nickname. */
  private persons() {
    return this.db
      .selectFrom('service_persons')
      .leftJoin('users as cw', 'cw.id', 'service_persons.caseworker_id')
      .selectAll('service_persons')
      .select('cw.nick_name as caseworker_name');
  }

  async listPersons(keyword: string | undefined, offset: number, limit: number) {
    let query = this.persons();
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          containsText('service_persons.name', keyword),
          containsText('service_persons.phone', keyword),
          containsText('service_persons.address', keyword),
        ]),
      );
    }
    const count = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query.orderBy('service_persons.id', 'desc').offset(offset).limit(limit).execute();
    return { rows: rows.map(toPerson), total: Number(count.n) };
  }

  async personsOfUser(userId: number): Promise<PersonRecord[]> {
    const rows = await this.persons()
      .where('service_persons.user_id', '=', userId)
      .orderBy('service_persons.id')
      .execute();
    return rows.map(toPerson);
  }

  async findPerson(id: number): Promise<PersonRecord | undefined> {
    const row = await this.persons().where('service_persons.id', '=', id).executeTakeFirst();
    return row && toPerson(row);
  }

  async insertPerson(values: PersonValues, createdBy: number | null, createdAt: string): Promise<number> {
    const row = await this.db
      .insertInto('service_persons')
      .values({ ...personRow(values), created_by: createdBy, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updatePerson(id: number, values: PersonValues): Promise<void> {
    await this.db.updateTable('service_persons').set(personRow(values)).where('id', '=', id).execute();
  }

  /** A deleted account's link goes; the centre's file on the person stays (its records are the centre's). */
  async unlinkUser(userId: number): Promise<void> {
    await this.db
      .updateTable('service_persons')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
  }

  /** Ids of the persons a social worker is responsible for. */
  async caseload(caseworkerId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('service_persons')
      .select('id')
      .where('caseworker_id', '=', caseworkerId)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Links a device to a person; a device watches over one person, so linking it again moves it. */
  async linkDevice(personId: number, deviceId: number, at: string): Promise<void> {
    await this.db
      .insertInto('service_person_devices')
      .values({ person_id: personId, device_id: deviceId, created_at: at })
      .onConflict((oc) => oc.column('device_id').doUpdateSet({ person_id: personId, created_at: at }))
      .execute();
  }

  async unlinkDevice(personId: number, deviceId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('service_person_devices')
      .where('person_id', '=', personId)
      .where('device_id', '=', deviceId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The person a device watches over, if any. */
  async personOfDevice(deviceId: number): Promise<PersonRecord | undefined> {
    const row = await this.persons()
      .innerJoin('service_person_devices as pd', 'pd.person_id', 'service_persons.id')
      .where('pd.device_id', '=', deviceId)
      .executeTakeFirst();
    return row && toPerson(row);
  }

  /** Device ids linked to a person, with when, oldest first. */
  async devicesOf(personId: number): Promise<Pick<PersonDevice, 'deviceId' | 'linkedAt'>[]> {
    const rows = await this.db
      .selectFrom('service_person_devices')
      .select(['device_id', 'created_at'])
      .where('person_id', '=', personId)
      .orderBy('created_at')
      .orderBy('device_id')
      .execute();
    return rows.map((r) => ({ deviceId: r.device_id, linkedAt: r.created_at }));
  }
}
