import {
  type Language,
  type ProjectBody,
  type ProjectListQuery,
  type ProjectUpdateBody,
  type RemoveResult,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_NAMES,
  type ServiceCategoryInfo,
  type ServiceProject,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { inLanguage, isAdmin, notFound, pageOf, requireAdmin } from './access.ts';
import type {
  ProjectEnglish,
  ProjectRecord,
  ProjectsRepository,
  ProjectValues,
} from './projects.repository.ts';

export function projectDto(project: ProjectRecord, language: Language): ServiceProject {
  const pick = (chinese: string, english: string) => inLanguage(language, chinese, english);
  return {
    id: project.id,
    category: project.category,
    categoryName: SERVICE_CATEGORY_NAMES[language][project.category],
    title: pick(project.title, project.titleEn),
    summary: pick(project.summary, project.summaryEn),
    titleZh: project.title,
    titleEn: project.titleEn,
    summaryZh: project.summary,
    summaryEn: project.summaryEn,
    description: pick(project.description, project.descriptionEn),
    descriptionZh: project.description,
    descriptionEn: project.descriptionEn,
    eligibility: pick(project.eligibility, project.eligibilityEn),
    eligibilityZh: project.eligibility,
    eligibilityEn: project.eligibilityEn,
    provider: pick(project.provider, project.providerEn),
    providerZh: project.provider,
    providerEn: project.providerEn,
    address: project.address,
    longitude: project.longitude,
    latitude: project.latitude,
    schedule: pick(project.schedule, project.scheduleEn),
    scheduleZh: project.schedule,
    scheduleEn: project.scheduleEn,
    capacity: project.capacity,
    remaining: project.remaining,
    contactPhone: project.contactPhone,
    cover: project.cover,
    featured: project.featured,
    status: project.status,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  };
}

/** Service categories and projects: everyone browses published projects, administrators manage them. */
export class CatalogService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly clock: Clock,
  ) {}

  async categories(language: Language): Promise<ServiceCategoryInfo[]> {
    const counts = await this.projects.countByCategory('published');
    return SERVICE_CATEGORIES.map((code) => ({
      code,
      name: SERVICE_CATEGORY_NAMES[language][code],
      projectCount: counts.get(code) ?? 0,
    }));
  }

  async list(caller: AuthUser | null, query: ProjectListQuery, language: Language) {
    const { rows, total } = await this.projects.list({
      category: query.category,
      keyword: query.keyword || undefined,
      featured: query.featured,
      status: isAdmin(caller) ? query.status : 'published',
      ...pageOf(query),
    });
    return { rows: rows.map((p) => projectDto(p, language)), total };
  }

  async detail(caller: AuthUser | null, id: number, language: Language): Promise<ServiceProject> {
    return projectDto(await this.visible(caller, id), language);
  }

  /** A project the caller may see: drafts and closed projects only for administrators. */
  async visible(caller: AuthUser | null, id: number): Promise<ProjectRecord> {
    const project = await this.projects.findById(id);
    if (!project || (project.status === 'draft' && !isAdmin(caller))) throw notFound();
    return project;
  }

  findByTitle(title: string): Promise<ProjectRecord | undefined> {
    return this.projects.findByTitle(title);
  }

  /** Fills a project's empty English texts (the demo seed, for centres that upgraded with them empty). */
  async fillEmptyEnglish(caller: AuthUser, id: number, english: Partial<ProjectEnglish>): Promise<void> {
    requireAdmin(caller);
    await this.projects.fillEmptyEnglish(id, english);
  }

  async create(caller: AuthUser, body: ProjectBody): Promise<{ id: number }> {
    requireAdmin(caller);
    const now = this.clock.now().toISOString();
    const saved = await this.projects.insert(this.valuesOf(body, undefined, now), now);
    return { id: saved.id };
  }

  async update(caller: AuthUser, id: number, body: ProjectUpdateBody): Promise<void> {
    requireAdmin(caller);
    const existing = await this.projects.findById(id);
    if (!existing) throw notFound();
    await this.projects.update(id, this.valuesOf(body, existing, this.clock.now().toISOString()));
  }

  /**
   * Deletes a project nobody has applied to or been served under; one that applications or records name
   * is taken offline (closed) instead, so residents' histories and staff records keep their project.
   */
  async remove(caller: AuthUser, id: number): Promise<RemoveResult> {
    requireAdmin(caller);
    const existing = await this.projects.findById(id);
    if (!existing) throw notFound();
    if (await this.projects.isReferenced(id)) {
      if (existing.status !== 'closed') {
        await this.projects.update(
          id,
          this.valuesOf({ status: 'closed' }, existing, this.clock.now().toISOString()),
        );
      }
      return { removed: false };
    }
    await this.projects.delete(id);
    return { removed: true };
  }

  private valuesOf(body: ProjectUpdateBody, existing: ProjectRecord | undefined, now: string): ProjectValues {
    const capacity = body.capacity ?? existing?.capacity ?? 0;
    // Places already taken stay taken when the capacity changes.
    const taken = existing ? existing.capacity - existing.remaining : 0;
    return {
      category: body.category ?? existing?.category ?? 'community',
      title: body.title ?? existing?.title ?? '',
      titleEn: body.titleEn ?? existing?.titleEn ?? '',
      summary: body.summary ?? existing?.summary ?? '',
      summaryEn: body.summaryEn ?? existing?.summaryEn ?? '',
      description: body.description ?? existing?.description ?? '',
      descriptionEn: body.descriptionEn ?? existing?.descriptionEn ?? '',
      eligibility: body.eligibility ?? existing?.eligibility ?? '',
      eligibilityEn: body.eligibilityEn ?? existing?.eligibilityEn ?? '',
      provider: body.provider ?? existing?.provider ?? '',
      providerEn: body.providerEn ?? existing?.providerEn ?? '',
      address: body.address ?? existing?.address ?? '',
      longitude: body.longitude !== undefined ? body.longitude : (existing?.longitude ?? null),
      latitude: body.latitude !== undefined ? body.latitude : (existing?.latitude ?? null),
      schedule: body.schedule ?? existing?.schedule ?? '',
      scheduleEn: body.scheduleEn ?? existing?.scheduleEn ?? '',
      capacity,
      remaining: Math.max(0, capacity - taken),
      contactPhone: body.contactPhone ?? existing?.contactPhone ?? '',
      cover: body.cover ?? existing?.cover ?? '',
      featured: body.featured ?? existing?.featured ?? false,
      status: body.status ?? existing?.status ?? 'published',
      updatedAt: now,
    };
  }
}
