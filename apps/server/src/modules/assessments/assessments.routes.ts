import { assessmentsRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { AssessmentsService } from './assessments.service.ts';

/** The assessment endpoints (access rules in the descriptors, packages/contracts/src/assessments/routes.ts). */
export function registerAssessmentsRoutes(router: ApiRouter, assessments: AssessmentsService): void {
  const routes = assessmentsRoutes;
  router.handle(routes.score, async ({ body }) => ({ data: await assessments.score(body) }));
  router.handle(routes.templates, async ({ query }) => ({
    data: await assessments.listTemplates(query.type),
  }));
  router.handle(routes.template, async ({ params, query }) => ({
    data: await assessments.getTemplate(params.type, query.version),
  }));
  router.handle(routes.loadTemplate, async ({ user, body }) => ({
    data: await assessments.loadTemplate(user, body),
  }));
  router.handle(routes.create, async ({ user, body }) => ({ data: await assessments.create(user, body) }));
  router.handle(routes.list, ({ user, query }) => assessments.list(user, query));
  router.handle(routes.get, async ({ user, params }) => ({ data: await assessments.get(user, params.id) }));
  router.handle(routes.save, async ({ user, params, body }) => ({
    data: await assessments.save(user, params.id, body),
  }));
  router.handle(routes.remove, ({ user, params }) => assessments.remove(user, params.id));
  router.handle(routes.submit, async ({ user, params }) => ({
    data: await assessments.submit(user, params.id),
  }));
  router.handle(routes.approve, async ({ user, params, body }) => ({
    data: await assessments.approve(user, params.id, body.comment),
  }));
  router.handle(routes.returnForChanges, async ({ user, params, body }) => ({
    data: await assessments.returnForChanges(user, params.id, body.comment),
  }));
  router.handle(routes.comparison, async ({ user, params }) => ({
    data: await assessments.compare(user, params.id),
  }));
  router.handle(routes.reviewQueue, ({ query }) => assessments.reviewQueue(query));
  router.handle(routes.aboutMe, ({ user, query }) => assessments.aboutMe(user, query));
  router.handle(routes.assessors, async ({ user }) => ({ data: await assessments.assessorChoices(user) }));
  router.handle(routes.latest, async ({ user, query }) => ({ data: await assessments.latest(user, query) }));
  router.handle(routes.due, ({ user, query }) => assessments.due(user, query));
}
