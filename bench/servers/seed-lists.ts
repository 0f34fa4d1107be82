/**
 * Rows for the list benchmarks (the application list and the alert list), written through the server's own
 * services and repositories on a createTestApp result, so they are shaped exactly as the product writes them.
 */
import { ALERT_LEVEL, ALERT_STATUS, type Role } from '@linli/contracts';
import type { createTestApp } from '@linli/server/testing';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** How many projects the applications spread over (one open application per applicant and project). */
const PROJECTS = 10;

const projectsOf = new WeakMap<TestApp, Promise<number[]>>();

function actorOf(userId: number, roles: Role[]) {
  return { userId, sessionId: 'bench', username: `bench${userId}`, roles, experience: false };
}

/** The centre's published projects the bench applies to, made once per app by an administrator. */
function benchProjects(t: TestApp): Promise<number[]> {
  let made = projectsOf.get(t);
  if (!made) {
    made = (async () => {
      const admin = actorOf(0, ['admin']);
      const ids: number[] = [];
      for (let i = 0; i < PROJECTS; i += 1) {
        const { id } = await t.container.socialServices.catalog.create(admin, {
          category: 'elderly_care',
          title: `压测服务项目 ${i + 1}`,
          titleEn: `Bench project ${i + 1}`,
          summary: '上门助洁、助浴、助餐',
          description: '由护理员上门服务',
          provider: '邻里社工站',
          address: '深圳市福田区景田北路28号',
          longitude: 114.0456,
          latitude: 22.5612,
          capacity: 5,
          contactPhone: '0755-88886666',
        });
        ids.push(id);
      }
      return ids;
    })();
    projectsOf.set(t, made);
  }
  return made;
}

/**
 * `n` applications by `userId` (a member), through ApplicationsService.submit, over ten projects: every
 * application but the last one per project is cancelled by the applicant (ApplicationsService.act), as a
 * resident's history would hold them. A staff member sees everyone's on `/shfw/application/list`.
 */
export async function seedApplications(t: TestApp, userId: number, n: number): Promise<number[]> {
  const projects = await benchProjects(t);
  const applicant = actorOf(userId, ['member']);
  const applications = t.container.socialServices.applications;
  const preferredDate = new Date(Date.now() + 3 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const { id } = await applications.submit(applicant, {
      projectId: projects[i % projects.length]!,
      servedType: 'self',
      description: `压测申请 ${i + 1}：希望每周有人上门打扫`,
      preferredDate,
      preferredSlot: 'morning',
      contactPhone: '13800138000',
      attachments: [],
    });
    ids.push(id);
    // The project's next application by this applicant needs this one closed.
    if (i + projects.length < n) await applications.act(applicant, id, { action: 'cancel' });
  }
  return ids;
}

/**
 * `n` device alarms over `deviceIds` (round robin), written into the alert store as the demo writes past
 * alerts (AlertsRepository.insert with the device's own-alarm fields): no texts, no escalation timers. Every
 * third is handled, every other one read by the device's owner, so the list shows all states.
 */
export async function seedAlerts(t: TestApp, deviceIds: number[], n: number): Promise<number[]> {
  const store = t.container.automation.alertsRepository;
  const devices = t.container.iot.devices.devices;
  const ids: number[] = [];
  const start = Date.now() - n * 60_000;
  for (let i = 0; i < n; i += 1) {
    const device = await devices.findById(deviceIds[i % deviceIds.length]!);
    if (!device) throw new Error(`no device ${deviceIds[i % deviceIds.length]}`);
    const at = new Date(start + i * 60_000).toISOString();
    const id = await store.insert({
      userId: device.userId,
      deviceId: device.id,
      serialNumber: device.serialNumber,
      deviceName: device.deviceName,
      productId: device.productId,
      sceneId: null,
      sceneName: '',
      authorName: '',
      audience: 'device',
      origin: 'device',
      alertName: i % 2 ? '一键呼叫' : '心率',
      alertNameEn: i % 2 ? 'SOS call' : 'Heart rate',
      alertLevel: i % 2 ? ALERT_LEVEL.critical : ALERT_LEVEL.warning,
      status: ALERT_STATUS.pending,
      detail: [{ id: i % 2 ? 'sos' : 'heart_rate', value: i % 2 ? 'button' : '126' }],
      createdAt: at,
      identifier: i % 2 ? 'sos' : 'heart_rate',
      person: null,
    });
    if (i % 3 === 0) await store.handle(id, ALERT_STATUS.processed, '已电话确认', device.userId, at);
    if (i % 2 === 0) await store.markRead([id], device.userId, at);
    ids.push(id);
  }
  return ids;
}
