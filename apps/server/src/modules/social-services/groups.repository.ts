import type {
  GroupApplication,
  GroupApplicationKind,
  GroupApplicationStatus,
  GroupKind,
  GroupStatus,
  ServiceGroup,
} from '@linli/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsText, parseList } from './access.ts';
import type { ServiceGroupsTable } from './tables.ts';

/**
 * A group as stored: `name`, `summary`, `description` and `services` are the Chinese texts, beside their
 * English ones (the caller's language is picked later, groups.service.ts).
 */
export type GroupRecord = Omit<ServiceGroup, 'nameZh' | 'summaryZh' | 'descriptionZh' | 'servicesZh'>;

/** The English texts of a group: what the demo seed fills where a centre left them empty. */
export type GroupEnglish = Pick<GroupRecord, 'nameEn' | 'summaryEn' | 'descriptionEn' | 'servicesEn'>;

export type GroupValues = Omit<GroupRecord, 'id' | 'createdAt' | 'memberCount'>;

/** An application as stored, with its group's name in both languages. */
export type GroupApplicationRecord = GroupApplication & { groupNameEn: string };

export type NewGroupApplication = Pick<
  GroupApplicationRecord,
  | 'kind'
  | 'groupId'
  | 'userId'
  | 'contactName'
  | 'contactPhone'
  | 'content'
  | 'skill'
  | 'availableTime'
  | 'createdAt'
>;

function toGroup(row: Selectable<ServiceGroupsTable>): GroupRecord {
  return {
    id: row.id,
    kind: row.kind as GroupKind,
    name: row.name,
    nameEn: row.name_en,
    summary: row.summary,
    summaryEn: row.summary_en,
    description: row.description,
    descriptionEn: row.description_en,
    cover: row.cover,
    address: row.address,
    longitude: row.longitude === null ? null : Number(row.longitude),
    latitude: row.latitude === null ? null : Number(row.latitude),
    leader: row.leader,
    contactPhone: row.contact_phone,
    services: parseList(row.services),
    servicesEn: parseList(row.services_en),
    memberCount: row.member_count,
    status: row.status as GroupStatus,
    createdAt: row.created_at,
  };
}

function groupRow(values: GroupValues) {
  return {
    kind: values.kind,
    name: values.name,
    name_en: values.nameEn,
    summary: values.summary,
    summary_en: values.summaryEn,
    description: values.description,
    description_en: values.descriptionEn,
    cover: values.cover,
    address: values.address,
    longitude: values.longitude,
    latitude: values.latitude,
    leader: values.leader,
    contact_phone: values.contactPhone,
    services: JSON.stringify(values.services),
    services_en: JSON.stringify(values.servicesEn),
    status: values.status,
  };
}

export class GroupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: {
    kind?: GroupKind | undefined;
    keyword?: string | undefined;
    offset: number;
    limit: number;
  }) {
    let query = this.db.selectFrom('service_groups');
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('name', keyword),
          containsText('name_en', keyword),
          containsText('summary', keyword),
        ]),
      );
    }
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query.selectAll().orderBy('id').offset(filter.offset).limit(filter.limit).execute();
    return { rows: rows.map(toGroup), total: Number(count.n) };
  }

  async findById(id: number): Promise<GroupRecord | undefined> {
    const row = await this.db
      .selectFrom('service_groups')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toGroup(row);
  }

  async findByName(name: string): Promise<GroupRecord | undefined> {
    const row = await this.db
      .selectFrom('service_groups')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    return row && toGroup(row);
  }

  async insert(values: GroupValues, memberCount: number, createdAt: string): Promise<number> {
    const row = await this.db
      .insertInto('service_groups')
      .values({ ...groupRow(values), member_count: memberCount, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: GroupValues): Promise<void> {
    await this.db.updateTable('service_groups').set(groupRow(values)).where('id', '=', id).execute();
  }

  /** Writes the given English texts only where the group's are empty: nobody's own wording is replaced. */
  async fillEmptyEnglish(id: number, english: Partial<GroupEnglish>): Promise<void> {
    const columns: Array<['name_en' | 'summary_en' | 'description_en' | 'services_en', string, string]> = [
      ['name_en', english.nameEn ?? '', ''],
      ['summary_en', english.summaryEn ?? '', ''],
      ['description_en', english.descriptionEn ?? '', ''],
      ['services_en', english.servicesEn?.length ? JSON.stringify(english.servicesEn) : '', '[]'],
    ];
    for (const [column, text, empty] of columns) {
      if (!text) continue;
      await this.db
        .updateTable('service_groups')
        .set({ [column]: text })
        .where('id', '=', id)
        .where(column, '=', empty)
        .execute();
    }
  }

  /** Whether any application names the group (deleting would cascade them away). */
  async isReferenced(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('service_group_applications')
      .select('id')
      .where('group_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('service_groups').where('id', '=', id).execute();
  }

  async addMember(id: number): Promise<void> {
    await this.db
      .updateTable('service_groups')
      .set((eb) => ({ member_count: eb('member_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('service_groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertApplication(values: NewGroupApplication): Promise<number> {
    const row = await this.db
      .insertInto('service_group_applications')
      .values({
        kind: values.kind,
        group_id: values.groupId,
        user_id: values.userId,
        contact_name: values.contactName,
        contact_phone: values.contactPhone,
        content: values.content,
        skill: values.skill,
        available_time: values.availableTime,
        reviewed_at: null,
        created_at: values.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async hasPending(userId: number, kind: GroupApplicationKind, groupId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('service_group_applications')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending');
    query = groupId === null ? query.where('group_id', 'is', null) : query.where('group_id', '=', groupId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async listApplications(filter: {
    userId?: number | undefined;
    status?: GroupApplicationStatus | undefined;
    kind?: GroupApplicationKind | undefined;
    groupId?: number | undefined;
    offset: number;
    limit: number;
  }) {
    let query = this.db
      .selectFrom('service_group_applications as a')
      .leftJoin('service_groups as g', 'g.id', 'a.group_id');
    if (filter.userId !== undefined) query = query.where('a.user_id', '=', filter.userId);
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.kind) query = query.where('a.kind', '=', filter.kind);
    if (filter.groupId !== undefined) query = query.where('a.group_id', '=', filter.groupId);
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('a')
      .select(['g.name as group_name', 'g.name_en as group_name_en'])
      .orderBy('a.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    return {
      rows: rows.map(
        (r): GroupApplicationRecord => ({
          id: r.id,
          kind: r.kind as GroupApplicationKind,
          groupId: r.group_id,
          groupName: r.group_name ?? '',
          groupNameEn: r.group_name_en ?? '',
          userId: r.user_id,
          contactName: r.contact_name,
          contactPhone: r.contact_phone,
          content: r.content,
          skill: r.skill,
          availableTime: r.available_time,
          status: r.status as GroupApplicationStatus,
          reviewNote: r.review_note,
          reviewerName: r.reviewer_name,
          reviewedAt: r.reviewed_at,
          createdAt: r.created_at,
        }),
      ),
      total: Number(count.n),
    };
  }

  async findApplication(id: number) {
    return this.db
      .selectFrom('service_group_applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Decides a pending application once: false if someone decided it first. */
  async review(id: number, status: GroupApplicationStatus, note: string, reviewer: string, at: string) {
    const result = await this.db
      .updateTable('service_group_applications')
      .set({ status, review_note: note, reviewer_name: reviewer, reviewed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteApplicationsOf(userId: number): Promise<void> {
    await this.db.deleteFrom('service_group_applications').where('user_id', '=', userId).execute();
  }
}
