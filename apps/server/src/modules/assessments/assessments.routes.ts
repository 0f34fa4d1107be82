import {
  ApiPath,
  approveBody,
  assessmentIdParams,
  assessmentListQuery,
  createAssessmentBody,
  latestQuery,
  loadTemplateBody,
  pageQuery,
  returnBody,
  saveAssessmentBody,
  scoreBody,
  subjectListQuery,
  templateListQuery,
  templateTypeParams,
  templateVersionQuery,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { AssessmentsService } from './assessments.service.ts';

const TAG = 'assessments';

/**
 * Access: scoring and templates are public (standards data and a calculator for other tools, nothing
 * stored); staff assess; admins review and load templates; any signed-in user reads what the service
 * lets them (their own records, or approved results about themselves).
 */
export function registerAssessmentsRoutes(router: ApiRouter, assessments: AssessmentsService): void {
  router.route(
    {
      method: 'POST',
      path: ApiPath.assessmentScore,
      summary: 'Score an assessment without storing it',
      tag: TAG,
      access: 'public',
      body: scoreBody,
    },
    async ({ body }) => ({ data: await assessments.score(body) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentTemplates,
      summary: 'Template versions (query type)',
      tag: TAG,
      access: 'public',
      query: templateListQuery,
    },
    async ({ query }) => ({ data: await assessments.listTemplates(query.type) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentTemplate,
      summary: 'A template: the current version, or ?version=N',
      tag: TAG,
      access: 'public',
      params: templateTypeParams,
      query: templateVersionQuery,
    },
    async ({ params, query }) => ({ data: await assessments.getTemplate(params.type, query.version) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.assessmentTemplates,
      summary: 'Load a new template version (admin)',
      tag: TAG,
      access: ['admin'],
      body: loadTemplateBody,
    },
    async ({ user, body }) => ({ data: await assessments.loadTemplate(user, body) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.assessmentRecords,
      summary: 'Start an assessment draft (staff)',
      tag: TAG,
      access: ['staff'],
      body: createAssessmentBody,
    },
    async ({ user, body }) => ({ data: await assessments.create(user, body) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentRecords,
      summary: 'Assessments I made (staff); all of them with scope=all (admin)',
      tag: TAG,
      access: ['staff', 'admin'],
      query: assessmentListQuery,
    },
    async ({ user, query }) => {
      const page = await assessments.list(user, query);
      return table(page.rows, page.total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentRecord,
      summary: 'One assessment',
      tag: TAG,
      access: 'user',
      params: assessmentIdParams,
    },
    async ({ user, params }) => ({ data: await assessments.get(user, params.id) }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.assessmentRecord,
      summary: 'Save a draft as you go (assessor)',
      tag: TAG,
      access: ['staff'],
      params: assessmentIdParams,
      body: saveAssessmentBody,
    },
    async ({ user, params, body }) => ({ data: await assessments.save(user, params.id, body) }),
  );

  router.route(
    {
      method: 'DELETE',
      path: ApiPath.assessmentRecord,
      summary: 'Discard a draft (assessor)',
      tag: TAG,
      access: ['staff'],
      params: assessmentIdParams,
    },
    async ({ user, params }) => {
      await assessments.remove(user, params.id);
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.assessmentSubmit,
      summary: 'Submit for review: the server scores it (assessor)',
      tag: TAG,
      access: ['staff'],
      params: assessmentIdParams,
    },
    async ({ user, params }) => ({ data: await assessments.submit(user, params.id) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.assessmentApprove,
      summary: 'Approve a submitted assessment (admin)',
      tag: TAG,
      access: ['admin'],
      params: assessmentIdParams,
      body: approveBody,
    },
    async ({ user, params, body }) => ({ data: await assessments.approve(user, params.id, body.comment) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.assessmentReturn,
      summary: 'Return a submitted assessment with a comment (admin)',
      tag: TAG,
      access: ['admin'],
      params: assessmentIdParams,
      body: returnBody,
    },
    async ({ user, params, body }) => ({
      data: await assessments.returnForChanges(user, params.id, body.comment),
    }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentComparison,
      summary: 'This assessment beside the previous approved one of the same subject',
      tag: TAG,
      access: 'user',
      params: assessmentIdParams,
    },
    async ({ user, params }) => ({ data: await assessments.compare(user, params.id) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentReviewQueue,
      summary: 'Submitted assessments waiting for review (admin)',
      tag: TAG,
      access: ['admin'],
      query: pageQuery,
    },
    async ({ query }) => {
      const page = await assessments.reviewQueue(query);
      return table(page.rows, page.total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentAboutMe,
      summary: 'Approved assessments about me',
      tag: TAG,
      access: 'user',
      query: subjectListQuery,
    },
    async ({ user, query }) => {
      const page = await assessments.aboutMe(user, query);
      return table(page.rows, page.total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.assessmentLatest,
      summary: 'Latest approved assessment of a subject (own, or any for staff/admin)',
      tag: TAG,
      access: 'user',
      query: latestQuery,
    },
    async ({ user, query }) => ({ data: await assessments.latest(user, query) }),
  );
}
