import { SCENE_SOURCE, TRIGGER_TYPE } from '@linli/contracts';
import { experienceHome, type IotDemoDeps } from '../mqtt/index.ts';
import type { TimersService } from '../timers/index.ts';
import type { ScenesService } from './scenes.service.ts';

const FALL_SCENE = '跌倒时打开客厅灯';
const NIGHT_TIMER = '每晚关闭客厅插座';

/**
 * The experience account's automation (idempotent, after the demo devices exist): an enabled scene
 * "fall detected → switch on the hall light (the smart plug)" and an enabled timer switching the plug off at
 * 22:30 every day. The fall alert itself needs no scene: the radar's thing model raises it.
 */
export async function seedAutomationDemo(
  deps: IotDemoDeps & {
    automation: {
      scenes: Pick<ScenesService, 'list' | 'create'>;
      timers: Pick<TimersService, 'list' | 'create'>;
    };
  },
): Promise<void> {
  const home = await experienceHome(deps);
  if (!home) return;
  const { actor, devices } = home;
  const radar = devices.find((r) => r.deviceName === '卫生间跌倒雷达');
  const plug = devices.find((r) => r.deviceName === '客厅智能插座');
  if (!radar || !plug) return;
  const { automation } = deps;
  const scenes = await automation.scenes.list(actor, { pageNum: 1, pageSize: 100, sceneName: FALL_SCENE });
  if (scenes.total === 0) {
    await automation.scenes.create(actor, {
      sceneName: FALL_SCENE,
      enable: 1,
      cond: 1,
      executeMode: 2,
      executeDelay: 0,
      silentPeriod: 5,
      remark: '卫生间雷达检测到跌倒时打开客厅灯，让老人和赶来的人看得清（告警由雷达自己发出）',
      triggers: [
        {
          source: SCENE_SOURCE.device,
          deviceId: radar.deviceId,
          type: TRIGGER_TYPE.event,
          id: 'fall',
          operator: '=',
          value: '',
        },
      ],
      actions: [{ source: SCENE_SOURCE.device, deviceId: plug.deviceId, type: 2, id: 'switch', value: '1' }],
    });
  }
  const timers = await automation.timers.list(actor, { pageNum: 1, pageSize: 100, deviceId: plug.deviceId });
  if (!timers.rows.some((r) => r.jobName === NIGHT_TIMER)) {
    await automation.timers.create(actor, {
      jobName: NIGHT_TIMER,
      deviceId: plug.deviceId,
      isAdvance: 0,
      time: '22:30',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      actions: [{ id: 'switch', value: '0' }],
      status: 0,
      remark: '',
    });
  }
}
