import { ALERT_LEVEL, ALERT_STATUS } from '@linli/contracts';
import { type Clock, DAY, MINUTE } from '../../platform/clock.ts';
import { experienceHome, type IotDemoDeps } from '../mqtt/index.ts';
import { DEMO_STAFF, type SocialServices } from '../social-services/index.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import { deviceOwnAlarm } from './alerts.service.ts';
import { OFFLINE_IDENTIFIER } from './device-alarms.ts';

type Handler = 'worker' | 'family';

/** One past alert: when (days ago, Beijing time of day), what, who took it on after how long, how it ended. */
export interface PastAlert {
  daysAgo: number;
  at: string;
  device: string;
  identifier: string;
  name: string;
  nameEn: string;
  level: number;
  value: string;
  /** Minutes until 我来处理; undefined: nobody needed to (the device came back by itself). */
  claimedAfter?: number;
  by?: Handler;
  /** Minutes until handled (or, unclaimed, closed as needing nothing). */
  closedAfter: number;
  outcome: string;
  /** Nobody answered in time: escalated to the duty phone (a critical alarm, after 5 minutes). */
  escalated?: boolean;
}

const PENDANT = '奶奶的呼叫挂件';
const RADAR = '卫生间跌倒雷达';
const WATCH = '奶奶的健康手表';
const SMOKE = '厨房烟感';
const WATER = '厨房水浸';
const { critical, warning } = ALERT_LEVEL;

/**
 * Eight weeks of 陈秀英's alerts as a centre would have them: mostly false alarms and small things, one fall
 * at night, one SOS that waited long enough to be escalated. Every one was taken on and closed with an
 * outcome, so the staff workbench's response figures and her health record have something true to show.
 */
// biome-ignore format: a table reads best one alert per line
export const PAST_ALERTS: PastAlert[] = [
  { daysAgo: 53, at: '07:42', device: PENDANT, identifier: 'sos', name: '一键呼叫', nameEn: 'SOS call', level: critical, value: 'button', claimedAfter: 3, by: 'worker', closedAfter: 26, outcome: '电话回拨，奶奶起床时误按，无事' },
  { daysAgo: 49, at: '14:10', device: WATCH, identifier: 'heart_rate', name: '心率', nameEn: 'Heart rate', level: warning, value: '126', claimedAfter: 12, by: 'family', closedAfter: 40, outcome: '午饭后散步回来，休息后复测 88' },
  { daysAgo: 45, at: '02:15', device: RADAR, identifier: 'fall', name: '检测到跌倒', nameEn: 'Fall detected', level: critical, value: '卫生间', claimedAfter: 2, by: 'family', closedAfter: 35, outcome: '夜里起夜滑倒，邻居帮忙扶起，无外伤' },
  { daysAgo: 41, at: '10:05', device: WATER, identifier: 'leak_alarm', name: '漏水报警', nameEn: 'Water-leak alarm', level: warning, value: '水槽下', claimedAfter: 20, by: 'family', closedAfter: 55, outcome: '水槽下软管松动，已拧紧' },
  { daysAgo: 38, at: '19:30', device: PENDANT, identifier: 'low_battery', name: '低电量', nameEn: 'Low battery', level: warning, value: '18', claimedAfter: 45, by: 'family', closedAfter: 180, outcome: '已更换电池' },
  { daysAgo: 33, at: '18:30', device: SMOKE, identifier: 'smoke_alarm', name: '烟雾报警', nameEn: 'Smoke alarm', level: critical, value: '420', claimedAfter: 1, by: 'worker', closedAfter: 18, outcome: '炒菜油烟触发，已开窗通风，提醒用抽油烟机' },
  { daysAgo: 29, at: '09:20', device: PENDANT, identifier: 'sos', name: '一键呼叫', nameEn: 'SOS call', level: critical, value: 'button', claimedAfter: 7, by: 'worker', closedAfter: 48, outcome: '奶奶头晕，社工上门陪同就医，已无碍', escalated: true },
  { daysAgo: 24, at: '03:40', device: PENDANT, identifier: OFFLINE_IDENTIFIER, name: '设备离线', nameEn: 'Device offline', level: warning, value: '10 min', closedAfter: 25, outcome: '' },
  { daysAgo: 19, at: '15:00', device: WATCH, identifier: 'heart_rate', name: '心率', nameEn: 'Heart rate', level: warning, value: '124', claimedAfter: 15, by: 'worker', closedAfter: 45, outcome: '测量时刚上楼，复测 82' },
  { daysAgo: 14, at: '06:55', device: RADAR, identifier: 'long_stay', name: '长时间未活动', nameEn: 'Inactive for long', level: warning, value: '90', claimedAfter: 6, by: 'worker', closedAfter: 20, outcome: '洗澡时间较长，电话确认安好' },
  { daysAgo: 10, at: '21:10', device: PENDANT, identifier: 'sos', name: '一键呼叫', nameEn: 'SOS call', level: critical, value: 'button', claimedAfter: 2, by: 'family', closedAfter: 22, outcome: '按错了，已教奶奶区分按键' },
  { daysAgo: 6, at: '11:30', device: SMOKE, identifier: 'smoke_alarm', name: '烟雾报警', nameEn: 'Smoke alarm', level: critical, value: '380', claimedAfter: 4, by: 'worker', closedAfter: 25, outcome: '烧水壶干烧，已关火，建议换自动断电水壶' },
  { daysAgo: 3, at: '16:45', device: WATCH, identifier: 'heart_rate', name: '心率', nameEn: 'Heart rate', level: warning, value: '131', claimedAfter: 10, by: 'family', closedAfter: 30, outcome: '看电视剧情绪激动，安抚后复测正常' },
  { daysAgo: 1, at: '08:10', device: WATCH, identifier: 'spo2', name: '血氧', nameEn: 'Blood oxygen (SpO2)', level: warning, value: '91', claimedAfter: 8, by: 'worker', closedAfter: 35, outcome: '手表没戴紧，戴好后复测 97' },
];

/** Beijing time: the centre's day (the demo runs anywhere, the people in it live in UTC+8). */
const UTC_OFFSET = 8 * 60 * MINUTE;

export function pastAlertTime(now: Date, daysAgo: number, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const localMidnight = Math.floor((now.getTime() + UTC_OFFSET) / DAY) * DAY - UTC_OFFSET;
  return new Date(localMidnight - daysAgo * DAY + (hours * 60 + minutes) * MINUTE);
}

/**
 * The experience family's past alerts (after the demo devices watch over 陈秀英). Idempotent: written only
 * while the family has no alert at all. Written with their past times straight into the store: going
 * through the service would text people and arm escalations today.
 */
export async function seedAlertHistoryDemo(
  deps: IotDemoDeps & {
    clock: Clock;
    automation: { alertsRepository: AlertsRepository };
    socialServices: { watch: Pick<SocialServices['watch'], 'watchOf'> };
  },
): Promise<void> {
  const home = await experienceHome(deps);
  const worker = await deps.users.findByUsername(DEMO_STAFF.username);
  if (!home || !worker) return;
  const family = home.user;
  const store = deps.automation.alertsRepository;
  const none = { sharedDevices: [], personIds: [] };
  if ((await store.visibleIds(family.id, none)).length > 0) return;
  const rows = home.devices;
  const now = deps.clock.now();
  const people: Record<Handler, { userId: number; name: string }> = {
    family: { userId: family.id, name: family.nickName },
    worker: { userId: worker.id, name: worker.nickName },
  };
  for (const past of PAST_ALERTS) {
    const short = rows.find((r) => r.deviceName === past.device);
    const device = short && (await deps.iot.devices.devices.findById(short.deviceId));
    if (!device) continue;
    const watch = await deps.socialServices.watch.watchOf(device);
    const raised = pastAlertTime(now, past.daysAgo, past.at);
    const after = (minutes: number) => new Date(raised.getTime() + minutes * MINUTE).toISOString();
    const id = await store.insert({
      ...deviceOwnAlarm(device),
      alertName: past.name,
      alertNameEn: past.nameEn,
      alertLevel: past.level,
      status: ALERT_STATUS.pending,
      detail: [{ id: past.identifier, value: past.value }],
      createdAt: raised.toISOString(),
      identifier: past.identifier,
      person: watch?.person ?? null,
    });
    if (past.escalated) await store.escalate(id, after(5));
    const handler = past.by && people[past.by];
    if (handler && past.claimedAfter !== undefined) {
      await store.markRead([id], handler.userId, after(past.claimedAfter));
      await store.claim(id, handler, after(past.claimedAfter));
      await store.handle(id, ALERT_STATUS.processed, past.outcome, handler.userId, after(past.closedAfter));
    } else {
      await store.resolveOpenDeviceAlarms(device.id, past.identifier, after(past.closedAfter));
    }
    // Long since seen by both: the badge counts what is new.
    for (const reader of Object.values(people))
      await store.markRead([id], reader.userId, after(past.closedAfter));
  }
}
