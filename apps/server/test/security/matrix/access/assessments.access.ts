import type { AccessTable } from '../types.ts';

/**
 * Assessments: the assessor who made a record edits it while it is a draft; an administrator reviews it
 * (never their own); the person assessed reads it once approved. Another worker sees nothing of it.
 */
export default [
  { route: 'POST /assessment/score', admitted: true, call: () => ({ body: {} }) },
  { route: 'GET /assessment/templates', ok: 'all' },
  {
    route: 'GET /assessment/templates/:type',
    ok: 'all',
    call: () => ({ params: { type: 'elderly-ability' } }),
  },
  { route: 'POST /assessment/templates', admitted: true, call: () => ({ body: {} }) },
  { route: 'POST /assessment/records', admitted: true, call: () => ({ body: {} }) },
  { route: 'GET /assessment/records', ok: ['socialWorker', 'assessor', 'admin'] },
  { route: 'GET /assessment/assessors', ok: ['socialWorker', 'assessor'] },
  {
    route: 'GET /assessment/records/:id',
    ok: ['resident', 'assessor', 'admin'],
    call: (w) => ({ params: { id: w.approvedAssessment } }),
  },
  {
    route: 'PUT /assessment/records/:id',
    ok: ['assessor'],
    call: (w) => ({ params: { id: w.draftAssessment }, body: { remark: '复核' } }),
  },
  {
    route: 'DELETE /assessment/records/:id',
    ok: ['assessor'],
    call: async (w) => ({ params: { id: await w.fresh.draftAssessment() } }),
  },
  {
    route: 'POST /assessment/records/:id/submit',
    ok: ['assessor'],
    call: async (w) => ({ params: { id: await w.fresh.draftAssessment() } }),
  },
  {
    route: 'POST /assessment/records/:id/approve',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await w.fresh.submittedAssessment() }, body: {} }),
  },
  {
    route: 'POST /assessment/records/:id/return',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await w.fresh.submittedAssessment() }, body: { comment: '请补充' } }),
  },
  {
    route: 'GET /assessment/records/:id/comparison',
    ok: ['resident', 'assessor', 'admin'],
    call: (w) => ({ params: { id: w.approvedAssessment } }),
  },
  { route: 'GET /assessment/review', ok: ['admin'] },
  {
    route: 'GET /assessment/about-me',
    ok: 'all',
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { id: number }[]).map((r) => r.id);
      if (ids.includes(w.approvedAssessment) !== (actor === 'resident'))
        throw new Error('sees another assessment');
    },
  },
  { route: 'GET /assessment/latest', admitted: true },
  // Re-assessments due: staff (their own subjects) and admins (all).
  { route: 'GET /assessment/due', ok: ['socialWorker', 'assessor', 'admin'] },
] satisfies AccessTable;
