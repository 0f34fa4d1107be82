import {
  ErrorCode,
  type GroupApplication,
  type GroupApplicationsQuery,
  type GroupApplyBody,
  type GroupBody,
  type GroupReviewBody,
  type GroupsQuery,
  type GroupUpdateBody,
  type Language,
  type RemoveResult,
  type ServiceGroup,
  type SkillApplyBody,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { inLanguage, notFound, pageOf, requireAdmin, requireStaff } from './access.ts';
import type { AccountLookup } from './applications.service.ts';
import type {
  GroupApplicationRecord,
  GroupEnglish,
  GroupRecord,
  GroupsRepository,
  GroupValues,
} from './groups.repository.ts';

/**
 * Housing/service groups: anyone browses; residents apply to join, ask a group for help or offer a
 * skill as volunteers; social workers review; administrators keep the groups.
 */
export class GroupsService {
  constructor(
    private readonly groups: GroupsRepository,
    private readonly accounts: AccountLookup,
    private readonly clock: Clock,
  ) {}

  async list(query: GroupsQuery, language: Language) {
    const { rows, total } = await this.groups.list({
      kind: query.kind,
      keyword: query.keyword || undefined,
      ...pageOf(query),
    });
    return { rows: rows.map((g) => this.dto(g, language)), total };
  }

  async detail(id: number, language: Language): Promise<ServiceGroup> {
    const group = await this.groups.findById(id);
    if (!group) throw notFound();
    return this.dto(group, language);
  }

  async create(caller: AuthUser, body: GroupBody): Promise<{ id: number }> {
    requireAdmin(caller);
    const now = this.clock.now().toISOString();
    return { id: await this.groups.insert(this.valuesOf(body, undefined), 0, now) };
  }

  /** Seeds a group with the members it already has (demo data). */
  async createWithMembers(caller: AuthUser, body: GroupBody, members: number): Promise<number> {
    requireAdmin(caller);
    return this.groups.insert(this.valuesOf(body, undefined), members, this.clock.now().toISOString());
  }

  /** Fills a group's empty English texts (the demo seed, for centres that upgraded with them empty). */
  async fillEmptyEnglish(caller: AuthUser, id: number, english: Partial<GroupEnglish>): Promise<void> {
    requireAdmin(caller);
    await this.groups.fillEmptyEnglish(id, english);
  }

  /** A group by its Chinese name (the demo seed finds its own groups by name). */
  findByName(name: string): Promise<GroupRecord | undefined> {
    return this.groups.findByName(name);
  }

  async update(caller: AuthUser, id: number, body: GroupUpdateBody): Promise<void> {
    requireAdmin(caller);
    const existing = await this.groups.findById(id);
    if (!existing) throw notFound();
    await this.groups.update(id, this.valuesOf(body, existing));
  }

  /** Deletes a group nobody applied to; one with applications is closed instead (they stay readable). */
  async remove(caller: AuthUser, id: number): Promise<RemoveResult> {
    requireAdmin(caller);
    const existing = await this.groups.findById(id);
    if (!existing) throw notFound();
    if (await this.groups.isReferenced(id)) {
      if (existing.status !== 'closed')
        await this.groups.update(id, this.valuesOf({ status: 'closed' }, existing));
      return { removed: false };
    }
    await this.groups.delete(id);
    return { removed: true };
  }

  async apply(caller: AuthUser, groupId: number, body: GroupApplyBody): Promise<{ id: number }> {
    const group = await this.groups.findById(groupId);
    if (!group) throw notFound();
    if (group.status !== 'open') throw new AppError(ErrorCode.GROUP_NOT_OPEN);
    if (await this.groups.hasPending(caller.userId, body.kind, groupId)) {
      throw new AppError(ErrorCode.GROUP_APPLICATION_DUPLICATE);
    }
    const id = await this.groups.insertApplication({
      kind: body.kind,
      groupId,
      userId: caller.userId,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      content: body.content,
      skill: '',
      availableTime: '',
      createdAt: this.clock.now().toISOString(),
    });
    return { id };
  }

  async offerSkill(caller: AuthUser, body: SkillApplyBody): Promise<{ id: number }> {
    const groupId = body.groupId ?? null;
    if (groupId !== null) {
      const group = await this.groups.findById(groupId);
      if (!group) throw notFound('groupId');
      if (group.status !== 'open') throw new AppError(ErrorCode.GROUP_NOT_OPEN);
    }
    if (await this.groups.hasPending(caller.userId, 'skill', groupId)) {
      throw new AppError(ErrorCode.GROUP_APPLICATION_DUPLICATE);
    }
    const id = await this.groups.insertApplication({
      kind: 'skill',
      groupId,
      userId: caller.userId,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      content: body.content,
      skill: body.skill,
      availableTime: body.availableTime ?? '',
      createdAt: this.clock.now().toISOString(),
    });
    return { id };
  }

  async myApplications(caller: AuthUser, query: GroupApplicationsQuery, language: Language) {
    const { rows, total } = await this.groups.listApplications({
      userId: caller.userId,
      status: query.status,
      kind: query.kind,
      groupId: query.groupId,
      ...pageOf(query),
    });
    return { rows: rows.map((a) => this.applicationDto(a, language)), total };
  }

  async applications(caller: AuthUser, query: GroupApplicationsQuery, language: Language) {
    requireStaff(caller);
    const { rows, total } = await this.groups.listApplications({
      status: query.status,
      kind: query.kind,
      groupId: query.groupId,
      ...pageOf(query),
    });
    return { rows: rows.map((a) => this.applicationDto(a, language)), total };
  }

  async review(caller: AuthUser, id: number, body: GroupReviewBody): Promise<void> {
    requireStaff(caller);
    const application = await this.groups.findApplication(id);
    if (!application) throw notFound();
    if (application.status !== 'pending') throw new AppError(ErrorCode.GROUP_APPLICATION_REVIEWED);
    const reviewer = (await this.accounts.findById(caller.userId))?.nickName || caller.username;
    const decided = await this.groups.review(
      id,
      body.decision,
      body.note ?? '',
      reviewer,
      this.clock.now().toISOString(),
    );
    if (!decided) throw new AppError(ErrorCode.GROUP_APPLICATION_REVIEWED);
    if (body.decision === 'approved' && application.kind === 'join' && application.group_id !== null) {
      await this.groups.addMember(application.group_id);
    }
  }

  count(): Promise<number> {
    return this.groups.count();
  }

  removeUserData(userId: number): Promise<void> {
    return this.groups.deleteApplicationsOf(userId);
  }

  private valuesOf(body: GroupUpdateBody, existing: GroupRecord | undefined): GroupValues {
    return {
      kind: body.kind ?? existing?.kind ?? 'interest',
      name: body.name ?? existing?.name ?? '',
      nameEn: body.nameEn ?? existing?.nameEn ?? '',
      summary: body.summary ?? existing?.summary ?? '',
      summaryEn: body.summaryEn ?? existing?.summaryEn ?? '',
      description: body.description ?? existing?.description ?? '',
      descriptionEn: body.descriptionEn ?? existing?.descriptionEn ?? '',
      cover: body.cover ?? existing?.cover ?? '',
      address: body.address ?? existing?.address ?? '',
      longitude: body.longitude !== undefined ? body.longitude : (existing?.longitude ?? null),
      latitude: body.latitude !== undefined ? body.latitude : (existing?.latitude ?? null),
      leader: body.leader ?? existing?.leader ?? '',
      contactPhone: body.contactPhone ?? existing?.contactPhone ?? '',
      services: body.services ?? existing?.services ?? [],
      servicesEn: body.servicesEn ?? existing?.servicesEn ?? [],
      status: body.status ?? existing?.status ?? 'open',
    };
  }

  private dto(group: GroupRecord, language: Language): ServiceGroup {
    const english = language === 'en-US';
    return {
      ...group,
      name: inLanguage(language, group.name, group.nameEn),
      nameZh: group.name,
      summary: inLanguage(language, group.summary, group.summaryEn),
      summaryZh: group.summary,
      description: inLanguage(language, group.description, group.descriptionEn),
      descriptionZh: group.description,
      services: english && group.servicesEn.length > 0 ? group.servicesEn : group.services,
      servicesZh: group.services,
    };
  }

  private applicationDto(a: GroupApplicationRecord, language: Language): GroupApplication {
    const { groupNameEn, ...rest } = a;
    return { ...rest, groupName: language === 'en-US' && groupNameEn ? groupNameEn : a.groupName };
  }
}
