import type { AccessTable, ActorName } from '../types.ts';

const STAFF: ActorName[] = ['socialWorker', 'assessor', 'admin'];
/** An application, a file and a record of the resident: the resident and the centre's workers. */
const RESIDENT_AND_STAFF: ActorName[] = ['resident', ...STAFF];

const project = {
  category: 'elderly_care',
  title: '长者居家照护上门服务',
  summary: '上门助洁、助浴、助餐',
  description: '由护理员上门服务',
  provider: '邻里社工站',
  address: '深圳市福田区景田北路28号',
  capacity: 5,
  contactPhone: '0755-88886666',
};
const group = {
  kind: 'housing',
  name: '7栋互助组',
  summary: '邻居结对关照独居长者',
  contactPhone: '13800138001',
  services: ['代买代办'],
};
const daysAgo = (n: number) =>
  new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

const ids = (answer: { body: { rows?: unknown[] } }) =>
  (answer.body.rows as { id: number }[]).map((r) => r.id);

export default [
  { route: 'GET /shfw/home', ok: 'all' },
  { route: 'GET /shfw/category/list', ok: 'all' },
  { route: 'GET /shfw/project/list', ok: 'all' },
  { route: 'GET /shfw/project/:id', ok: 'all', call: (w) => ({ params: { id: w.projectId } }) },
  { route: 'POST /shfw/project', ok: ['admin'], call: () => ({ body: project }) },
  {
    route: 'PUT /shfw/project/:id',
    ok: ['admin'],
    call: (w) => ({ params: { id: w.projectId }, body: project }),
  },
  {
    route: 'DELETE /shfw/project/:id',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await w.fresh.project() } }),
  },
  { route: 'POST /shfw/application', admitted: true, call: () => ({ body: {} }) },
  {
    route: 'GET /shfw/application/my',
    ok: 'all',
    check: (answer, w, actor) => {
      if (ids(answer).includes(w.application) !== (actor === 'resident'))
        throw new Error('sees another application');
    },
  },
  { route: 'GET /shfw/application/list', ok: STAFF },
  {
    route: 'GET /shfw/application/:id',
    ok: RESIDENT_AND_STAFF,
    call: (w) => ({ params: { id: w.application } }),
  },
  {
    route: 'POST /shfw/application/:id/action',
    ok: RESIDENT_AND_STAFF,
    note: 'the applicant may cancel; a worker accepts',
    call: async (w, actor) => ({
      params: { id: await w.fresh.application() },
      body: STAFF.includes(actor) ? { action: 'accept' } : { action: 'cancel', note: '家里有事' },
    }),
  },
  {
    route: 'POST /shfw/application/:id/rate',
    ok: ['resident'],
    call: async (w) => ({ params: { id: await w.fresh.completedApplication() }, body: { rating: 5 } }),
  },
  { route: 'GET /shfw/person/list', ok: STAFF },
  {
    route: 'GET /shfw/person/mine',
    ok: 'all',
    check: (answer, w, actor) => {
      const mine = (answer.body.data as { id: number }[]).map((p) => p.id);
      if (mine.includes(w.personId) !== (actor === 'resident')) throw new Error('sees another person file');
    },
  },
  {
    route: 'POST /shfw/person',
    ok: STAFF,
    call: () => ({ body: { name: '李建国', sex: '0', birthDate: '1950-01-01' } }),
  },
  { route: 'GET /shfw/person/:id', ok: RESIDENT_AND_STAFF, call: (w) => ({ params: { id: w.personId } }) },
  {
    route: 'PUT /shfw/person/:id',
    ok: STAFF,
    call: (w) => ({
      params: { id: w.personId },
      body: { name: '陈秀英', sex: '1', birthDate: '1949-12-31', userId: w.users.resident.userId },
    }),
  },
  {
    route: 'GET /shfw/person/:id/health',
    ok: RESIDENT_AND_STAFF,
    call: (w) => ({ params: { id: w.personId } }),
  },
  { route: 'GET /shfw/caseworkers', ok: STAFF },
  {
    route: 'GET /shfw/person/:id/devices',
    ok: RESIDENT_AND_STAFF,
    call: (w) => ({ params: { id: w.personId } }),
  },
  // Only the account a file is linked to links its own device to it; staff may also end a link.
  {
    route: 'POST /shfw/person/device',
    ok: ['owner'],
    call: (w) => ({ body: { personId: w.ownerPersonId, deviceId: w.device.id } }),
  },
  {
    route: 'DELETE /shfw/person/device',
    ok: ['owner', ...STAFF],
    call: (w) => ({ body: { personId: w.ownerPersonId, deviceId: w.device.id } }),
  },
  {
    route: 'GET /shfw/record/list',
    ok: 'all',
    check: (answer, w, actor) => {
      const sees = RESIDENT_AND_STAFF.includes(actor);
      if (ids(answer).includes(w.recordId) !== sees) throw new Error(`record list ${ids(answer).join(',')}`);
    },
  },
  { route: 'GET /shfw/record/stats', ok: 'all' },
  {
    route: 'POST /shfw/record',
    ok: STAFF,
    call: (w) => ({
      body: {
        kind: 'single',
        personId: w.personId,
        category: 'rehabilitation',
        serviceDate: daysAgo(1),
        durationMinutes: 30,
        content: '康复训练',
      },
    }),
  },
  { route: 'GET /shfw/record/:id', ok: RESIDENT_AND_STAFF, call: (w) => ({ params: { id: w.recordId } }) },
  { route: 'GET /shfw/group/list', ok: 'all' },
  { route: 'GET /shfw/group/:id', ok: 'all', call: (w) => ({ params: { id: w.serviceGroupId } }) },
  { route: 'POST /shfw/group', ok: ['admin'], call: () => ({ body: group }) },
  {
    route: 'PUT /shfw/group/:id',
    ok: ['admin'],
    call: (w) => ({ params: { id: w.serviceGroupId }, body: group }),
  },
  {
    route: 'DELETE /shfw/group/:id',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await w.fresh.serviceGroup() } }),
  },
  {
    route: 'POST /shfw/group/:id/apply',
    admitted: true,
    call: (w) => ({ params: { id: w.serviceGroupId }, body: {} }),
  },
  { route: 'POST /shfw/skill/apply', admitted: true, call: () => ({ body: {} }) },
  {
    route: 'GET /shfw/group/application/my',
    ok: 'all',
    check: (answer, w, actor) => {
      if (ids(answer).includes(w.groupApplication) !== (actor === 'resident'))
        throw new Error('sees another group application');
    },
  },
  { route: 'GET /shfw/group/application/list', ok: STAFF },
  {
    route: 'PUT /shfw/group/application/:id/review',
    ok: STAFF,
    call: async (w) => ({ params: { id: await w.fresh.groupApplication() }, body: { decision: 'approved' } }),
  },
  { route: 'GET /member/status', ok: 'all' },
  { route: 'POST /member/activate', admitted: true, call: () => ({ body: {} }) },
] satisfies AccessTable;
