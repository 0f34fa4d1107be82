import type { AssessmentRecord, AssessmentSummary } from '@linli/contracts';
import type { AssessmentRow } from './assessments.repository.ts';
import type { AssessorLookup } from './assessors.ts';

export type { AssessorLookup } from './assessors.ts';

/** Rows to the API's shapes, with assessor names looked up once per list. */
export class AssessmentPresenter {
  constructor(private readonly assessors: AssessorLookup) {}

  private async assessorName(id: number | null, cache: Map<number, string>): Promise<string> {
    if (id === null) return '';
    if (!cache.has(id)) cache.set(id, (await this.assessors.findById(id))?.nickName ?? '');
    return cache.get(id) ?? '';
  }

  async toSummary(row: AssessmentRow, cache: Map<number, string>): Promise<AssessmentSummary> {
    return {
      id: row.id,
      type: row.type,
      templateVersion: row.templateVersion,
      status: row.status,
      subject: row.subject,
      total: row.total,
      outcome: row.outcome,
      assessorId: row.assessorId,
      assessorName: await this.assessorName(row.assessorId, cache),
      secondAssessorId: row.secondAssessorId,
      secondAssessorName: await this.assessorName(row.secondAssessorId, cache),
      assessmentPlace: row.assessmentPlace,
      reviewerId: row.reviewerId,
      reviewComment: row.reviewComment,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      submittedAt: row.submittedAt,
      reviewedAt: row.reviewedAt,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
    };
  }

  async toSummaries(rows: AssessmentRow[]): Promise<AssessmentSummary[]> {
    const cache = new Map<number, string>();
    const out: AssessmentSummary[] = [];
    for (const row of rows) out.push(await this.toSummary(row, cache));
    return out;
  }

  async toRecord(row: AssessmentRow): Promise<AssessmentRecord> {
    return {
      ...(await this.toSummary(row, new Map())),
      answers: row.input.answers,
      coma: row.input.coma,
      dementiaOrMentalDisorder: row.input.dementiaOrMentalDisorder,
      riskEvents30d: row.input.riskEvents30d,
      basicInfo: row.basicInfo,
      evidence: row.evidence,
      orgType: row.orgType,
      conditions: row.conditions,
      result: row.result,
    };
  }
}
