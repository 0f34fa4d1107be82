import {
  addDays,
  addYears,
  centreDate,
  ErrorCode,
  type HealthSummary,
  type Language,
  RECORD_KINDS,
  type RecordBody,
  type RecordKind,
  type RecordStats,
  type RecordStatsQuery,
  type RecordsQuery,
  SERVICE_CATEGORY_NAMES,
  type ServiceCategory,
  type ServiceRecord,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { notFound, pageOf, requireStaff } from './access.ts';
import type { AccountLookup } from './applications.service.ts';
import type { HealthSources } from './health-sources.ts';
import type { PersonsService } from './persons.service.ts';
import type { RecordFilter, RecordRow, RecordsRepository } from './records.repository.ts';

const STATS_DEFAULT_DAYS = 30;
const HEALTH_HISTORY = 10;
const HEALTH_STATS_DAYS = 90;

/**
 * Service records (single service, home visit with check-in, follow-up) and their statistics. Social
 * workers write them; a resident reads only the records about the files linked to their account.
 */
export class RecordsService {
  constructor(
    private readonly records: RecordsRepository,
    private readonly persons: PersonsService,
    private readonly accounts: AccountLookup,
    private readonly health: HealthSources,
    private readonly clock: Clock,
  ) {}

  async create(caller: AuthUser, body: RecordBody): Promise<{ id: number }> {
    requireStaff(caller);
    if (!(await this.persons.find(body.personId))) throw notFound('personId');
    const now = this.clock.now();
    const today = centreDate(now);
    // A record is of something done: not in the future, and not older than the date picker reaches.
    const range = { min: addYears(today, -10), max: today };
    if (body.serviceDate < range.min || body.serviceDate > range.max) {
      throw new AppError(ErrorCode.FIELD_OUT_OF_RANGE, { field: 'serviceDate', ...range });
    }
    if (body.kind === 'follow_up' && body.nextFollowUpDate && body.nextFollowUpDate <= body.serviceDate) {
      throw new AppError(ErrorCode.FIELD_OUT_OF_RANGE, {
        field: 'nextFollowUpDate',
        min: addDays(body.serviceDate, 1),
        max: addYears(today, 10),
      });
    }
    const at = now.toISOString();
    const worker = await this.accounts.findById(caller.userId);
    const id = await this.records.insertRecord({
      kind: body.kind,
      personId: body.personId,
      category: body.category,
      projectId: body.projectId ?? null,
      workerId: caller.userId,
      workerName: worker?.nickName || caller.username,
      serviceDate: body.serviceDate,
      durationMinutes: body.durationMinutes,
      content: body.content,
      outcome: body.outcome ?? '',
      latitude: body.kind === 'home_visit' ? body.latitude : null,
      longitude: body.kind === 'home_visit' ? body.longitude : null,
      locationAddress: body.kind === 'home_visit' ? body.address : null,
      checkInAt: body.kind === 'home_visit' ? at : null,
      photos: body.kind === 'home_visit' ? body.photos : [],
      followUpMethod: body.kind === 'follow_up' ? body.method : null,
      nextFollowUpDate: body.kind === 'follow_up' ? (body.nextFollowUpDate ?? null) : null,
      createdAt: at,
    });
    return { id };
  }

  async list(caller: AuthUser, query: RecordsQuery, language: Language) {
    const filter = await this.scope(caller, query.personId, query.workerId);
    const { offset, limit } = pageOf(query);
    const { rows, total } = await this.records.listRecords(
      { ...filter, kind: query.kind, from: query.from, to: query.to },
      offset,
      limit,
    );
    return { rows: rows.map((r) => this.dto(r, language)), total };
  }

  async detail(caller: AuthUser, id: number, language: Language): Promise<ServiceRecord> {
    const record = await this.records.findRecord(id);
    if (!record) throw notFound();
    await this.persons.readable(caller, record.personId);
    return this.dto(record, language);
  }

  async stats(caller: AuthUser, query: RecordStatsQuery, language: Language): Promise<RecordStats> {
    const to = query.to ?? centreDate(this.clock.now());
    const from = query.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
    if (from > to) throw new AppError(ErrorCode.DATE_RANGE_INVALID, { field: 'from' });
    const filter = await this.scope(caller, query.personId, query.workerId);
    const { groups, persons } = await this.records.stats({ ...filter, from, to });
    const byKind = Object.fromEntries(RECORD_KINDS.map((k) => [k, 0])) as Record<RecordKind, number>;
    const byCategory = new Map<ServiceCategory, { count: number; minutes: number }>();
    let total = 0;
    let totalMinutes = 0;
    for (const group of groups) {
      byKind[group.kind] += group.count;
      const entry = byCategory.get(group.category) ?? { count: 0, minutes: 0 };
      entry.count += group.count;
      entry.minutes += group.minutes;
      byCategory.set(group.category, entry);
      total += group.count;
      totalMinutes += group.minutes;
    }
    return {
      from,
      to,
      personId: query.personId ?? null,
      workerId: query.workerId ?? null,
      total,
      totalMinutes,
      hours: Math.round((totalMinutes / 60) * 10) / 10,
      persons,
      byKind,
      byCategory: [...byCategory.entries()]
        .map(([category, v]) => ({ category, name: SERVICE_CATEGORY_NAMES[language][category], ...v }))
        .sort((a, b) => b.count - a.count),
    };
  }

  async healthSummary(caller: AuthUser, personId: number, language: Language): Promise<HealthSummary> {
    const person = await this.persons.readable(caller, personId);
    const today = centreDate(this.clock.now());
    const history = await this.records.listRecords({ personIds: [personId] }, 0, HEALTH_HISTORY);
    return {
      person: this.persons.dto(person, caller),
      latestAbilityAssessment: await this.health.latestAbilityAssessment(person.userId),
      deviceReadings: await this.health.deviceReadings(person.userId, language),
      recentAlerts: await this.health.recentAlerts(person.userId),
      serviceHistory: history.rows.map((r) => this.dto(r, language)),
      serviceStats: await this.stats(
        caller,
        { personId, from: addDays(today, -(HEALTH_STATS_DAYS - 1)), to: today },
        language,
      ),
    };
  }

  /** Which records the caller may see, narrowed by the person or worker they asked about. */
  private async scope(caller: AuthUser, personId?: number, workerId?: number): Promise<RecordFilter> {
    const visible = await this.persons.visiblePersonIds(caller);
    if (visible === undefined) return { personIds: personId ? [personId] : undefined, workerId };
    // A resident asks only about their own files, never about a worker's caseload.
    if (workerId !== undefined) throw forbidden();
    if (personId !== undefined && !visible.includes(personId)) throw notFound('personId');
    return { personIds: personId ? [personId] : visible };
  }

  private dto(r: RecordRow, language: Language): ServiceRecord {
    return {
      id: r.id,
      kind: r.kind,
      personId: r.personId,
      personName: r.personName,
      category: r.category,
      categoryName: SERVICE_CATEGORY_NAMES[language][r.category],
      projectId: r.projectId,
      workerId: r.workerId,
      workerName: r.workerName,
      serviceDate: r.serviceDate,
      durationMinutes: r.durationMinutes,
      content: r.content,
      outcome: r.outcome,
      location:
        r.latitude !== null && r.longitude !== null
          ? { latitude: r.latitude, longitude: r.longitude, address: r.locationAddress ?? '' }
          : null,
      checkInAt: r.checkInAt,
      photos: r.photos,
      followUpMethod: r.followUpMethod,
      nextFollowUpDate: r.nextFollowUpDate,
      createdAt: r.createdAt,
    };
  }
}
