import { DEVICE_STATUS, EXPERIENCE_USERNAME } from '@linli/contracts';
import { createSimDevice, type SimDevice } from '@linli/device-sim';
import type { UsersService } from '../users/index.ts';
import type { Iot } from './wiring.ts';

/** The experience account's home: one device of each everyday kind, all simulated. */
const DEMO_DEVICES: [code: string, name: string][] = [
  ['smart-plug', '客厅智能插座'],
  ['th-sensor', '卧室温湿度'],
  ['door-sensor', '入户门磁'],
  ['smoke-detector', '厨房烟感'],
  ['sos-pendant', '奶奶的呼叫挂件'],
  ['fall-radar', '卫生间跌倒雷达'],
  ['health-watch', '奶奶的健康手表'],
  ['gateway', '家庭网关'],
  ['water-leak', '厨房水浸'],
];

/** Gateway sub-devices of the demo: [sub-device name, gateway name]. */
const DEMO_SUB_DEVICES: [sub: string, gateway: string][] = [['厨房水浸', '家庭网关']];

/** What the demo seeders of the device half read and write: the experience account and its devices. */
export interface IotDemoDeps {
  users: Pick<UsersService, 'findByUsername'>;
  iot: Pick<Iot, 'devices' | 'products'>;
}

/**
 * The experience account, as an actor, with the devices it has now (its home holds about a dozen, so one
 * page of 100 is all of them); null before the account exists.
 */
export async function experienceHome(deps: IotDemoDeps) {
  const user = await deps.users.findByUsername(EXPERIENCE_USERNAME);
  if (!user) return null;
  const actor = { userId: user.id, roles: user.roles };
  const { rows } = await deps.iot.devices.devices.shortList(actor, { pageNum: 1, pageSize: 100 }, 'zh-CN');
  return { user, actor, devices: rows };
}

/** Idempotent: creates the demo devices the experience account does not have yet. */
export async function seedIotDemo(deps: IotDemoDeps): Promise<void> {
  const home = await experienceHome(deps);
  if (!home) return;
  const { actor } = home;
  const have = new Set(home.devices.map((r) => r.deviceName));
  for (const [code, name] of DEMO_DEVICES) {
    if (have.has(name)) continue;
    const product = await deps.iot.products.findByCode(code);
    if (product) {
      await deps.iot.devices.devices.create(
        actor,
        { productId: product.id, deviceName: name },
        { isSimulate: true },
      );
    }
  }
  const after = await experienceHome(deps);
  const byName = new Map((after?.devices ?? []).map((r) => [r.deviceName, r]));
  for (const [subName, gatewayName] of DEMO_SUB_DEVICES) {
    const sub = byName.get(subName);
    const gateway = byName.get(gatewayName);
    if (!sub || !gateway || sub.gwDevCode !== '') continue;
    await deps.iot.devices.devices.linkSubDevice(
      actor,
      { gatewayId: gateway.deviceId, deviceId: sub.deviceId },
      'zh-CN',
    );
  }
}

/** Connects the experience account's simulated devices to the broker so the demo is alive. */
export async function startDemoDevices(
  deps: IotDemoDeps,
  url: string,
  reportEveryMs = 10_000,
): Promise<() => Promise<void>> {
  const home = await experienceHome(deps);
  if (!home) return async () => {};
  const sims: SimDevice[] = [];
  // A sub-device has no connection of its own: it is online through its gateway's session.
  for (const row of home.devices.filter((r) => r.isSimulate === 1 && r.gwDevCode === '')) {
    const device = await deps.iot.devices.devices.findById(row.deviceId);
    const product = await deps.iot.products.find(row.productId);
    if (!device || !product || device.status === DEVICE_STATUS.disabled) continue;
    const stored = await deps.iot.devices.state.storedValues(device.id);
    // A gateway reports the sub-devices it really has (its own count, never an invented one).
    const subDevices = row.subDeviceCount;
    try {
      const sim = await createSimDevice({
        url,
        productId: device.productId,
        serialNumber: device.serialNumber,
        userId: device.userId,
        credentials: { username: product.mqttAccount, password: device.secret },
        model: product.thingsModels,
        reportEveryMs,
        // It resumes with its last stored values (the demo camera keeps its stream_url) and counts on from
        // when they were stored, so a restart never sets a meter back (packages/device-sim physics.ts).
        initialValues: {
          ...Object.fromEntries(stored.filter((v) => v.value !== '').map((v) => [v.id, v.value])),
          ...(product.thingsModels.properties.some((p) => p.id === 'sub_count') && {
            sub_count: String(subDevices),
          }),
        },
        initialTimes: Object.fromEntries(
          stored.filter((v) => v.ts !== null).map((v) => [v.id, Date.parse(v.ts as string)]),
        ),
      });
      sims.push(sim);
      // Report once at once, so a device opened right after start shows values, not "no data yet".
      void sim.reportNow().catch(() => {});
    } catch (error) {
      console.warn(`demo device ${device.serialNumber} could not connect: ${String(error)}`);
    }
  }
  return async () => {
    await Promise.all(sims.map((s) => s.stop().catch(() => {})));
  };
}
