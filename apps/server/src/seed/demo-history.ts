import { COMMAND_ORIGIN, DEVICE_LOG_TYPE, type DeviceLogType, type ThingModel } from '@linli/contracts';
import { localHour, nextReading, PLUG_ON_HOURS, wander } from '@linli/device-sim';
import { PAST_ALERTS, pastAlertTime } from '../modules/alerts/index.ts';
import type { LogRow } from '../modules/devices/index.ts';
import type { Logs } from '../modules/logs/index.ts';
import { experienceHome, type Iot, type IotDemoDeps } from '../modules/mqtt/index.ts';
import { type Clock, DAY, MINUTE } from '../platform/clock.ts';

/** How far back a new install's demo remembers: a 7-day chart has 7 days. */
export const DEMO_HISTORY_DAYS = 7;
/**
 * The devices are walked through the week in steps of 5 minutes (every door opening and bathroom visit of
 * physics.ts starts on one); numbers are kept every quarter hour, states (a door, a radar) when they
 * change and hourly.
 */
const STEP = 5 * MINUTE;
const NUMBER_EVERY = 15;
const STATE_EVERY = 60;
/** The timer of the demo plug (scenes/demo.ts) and the morning switch-on in the family's app. */
const PLUG_OFF_TIMER = '每晚关闭客厅插座';

export interface DemoHistoryDeps extends IotDemoDeps {
  iot: Pick<Iot, 'devices' | 'products'>;
  logs: { history: Pick<Logs['history'], 'range'> };
  clock: Clock;
}

type Row = LogRow & { createdAt: string };

/**
 * A week of the experience home's past (readings, door and switch logs, the alerts of the last week as
 * readings), as the devices would have reported it: the same physics as the live simulator
 * (packages/device-sim physics.ts), five minutes at a time, stored through the ingest writer in one batch
 * per device. Idempotent: a device with readings on the week's first day is left alone, and a
 * device with readings of its own (a demo that ran before) gets history only up to its first reading and
 * keeps its live values, so the simulator resumes where it was (a meter never jumps back).
 * Returns how many rows it wrote.
 */
export async function seedDemoHistory(deps: DemoHistoryDeps): Promise<number> {
  const home = await experienceHome(deps);
  if (!home) return 0;
  const now = deps.clock.now().getTime();
  const start = Math.floor((now - DEMO_HISTORY_DAYS * DAY) / (NUMBER_EVERY * MINUTE)) * NUMBER_EVERY * MINUTE;
  let written = 0;
  for (const row of home.devices.filter((r) => r.isSimulate === 1)) {
    const device = await deps.iot.devices.devices.findById(row.deviceId);
    const product = device && (await deps.iot.products.find(device.productId));
    if (!device || !product) continue;
    const properties = product.thingsModels.properties;
    const kept = properties.filter((p) => p.isHistory === 1);
    const stored = await deps.iot.devices.state.storedValues(device.id);
    const until = await firstReading(deps, device.id, kept, start, now);
    if (until === 'seeded' || (kept.length === 0 && stored.length > 0)) continue;
    const fresh = stored.length === 0;
    const past = pastOf(row.deviceName, now, start, until);
    // Texts a device was given stay as they are (the camera's stream address; its motion follows it).
    const texts = stored.filter((v) => properties.some((p) => p.id === v.id && p.datatype.type === 'string'));
    // A demo that stood still for a week goes on from its meter, and the simulator from the week's end.
    const meter = !fresh && until === now ? stored.filter((v) => v.id === 'energy' && v.value !== '') : [];
    const result = simulate(properties, start, until, past, device.id, [
      ...texts.map((v) => [v.id, v.value] as const),
      ...meter.map((v) => [v.id, v.value] as const),
      ['sub_count', String(row.subDeviceCount)],
    ]);
    const hasSwitch = product.thingsModels.functions.some((f) => f.id === 'switch');
    const values = result.values
      .filter((v) => fresh || meter.some((m) => m.id === v.id))
      .map((v) => ({ deviceId: device.id, ...v }));
    await deps.iot.devices.writer.write({ values, logs: result.logs });
    if (hasSwitch) await logSwitching(deps, device.id, home.user.id, start, until);
    written += result.logs.length;
  }
  return written;
}

/**
 * Where this device's history is to end: 'seeded' when it has readings on the week's first day (written
 * by an earlier start, or by a demo that has run all week); otherwise its first reading of the week (a demo
 * that ran for less than a week before gets the days before it), or now. Only the first day is read at each
 * start, so a long-running demo's start stays quick.
 */
async function firstReading(
  deps: DemoHistoryDeps,
  deviceId: number,
  kept: ThingModel[],
  start: number,
  now: number,
): Promise<number | 'seeded'> {
  const { history } = deps.logs;
  const iso = (at: number) => new Date(at).toISOString();
  for (const model of kept) {
    if ((await history.range(deviceId, model.id, iso(start), iso(start + DAY))).length > 0) return 'seeded';
  }
  let until = now;
  for (const model of kept) {
    const [first] = await history.range(deviceId, model.id, iso(start), iso(now));
    if (first) until = Math.min(until, Math.max(start, Date.parse(first.time)));
  }
  return until;
}

/** The alerts of the week (alerts/demo.ts) as this device reported them: [instant, identifier, value]. */
function pastOf(deviceName: string, now: number, start: number, until: number) {
  return PAST_ALERTS.filter((a) => a.device === deviceName)
    .map((a) => [pastAlertTime(new Date(now), a.daysAgo, a.at).getTime(), a.identifier, a.value] as const)
    .filter(([at]) => at >= start && at < until)
    .map(([at, id, value]) => [Math.floor(at / STEP) * STEP, id, value] as const);
}

/** Walks the device through [start, until) a step at a time; returns its log rows and last values. */
function simulate(
  properties: ThingModel[],
  start: number,
  until: number,
  past: (readonly [number, string, string])[],
  deviceId: number,
  given: (readonly [string, string])[],
) {
  const values = new Map<string, string>();
  const lastAt = new Map<string, number>();
  const emitted = new Map<string, { at: number; value: string }>();
  const logs: Row[] = [];
  // A meter a few months old; a gateway that last restarted two days before the week began.
  values.set('energy', '126.4');
  for (const [id, value] of given) values.set(id, value);
  values.set('uptime', String(2 * 24 * 3600));
  const ids = new Set(properties.map((p) => p.id));
  const log = (logType: DeviceLogType, identifier: string, value: string, at: number, remark = '') =>
    logs.push({ deviceId, logType, identifier, value, remark, createdAt: new Date(at).toISOString() });
  for (let at = start; at < until; at += STEP) {
    if (ids.has('power')) values.set('switch', plugOn(at) ? '1' : '0');
    const alerts = past.filter(([when]) => when === at);
    for (const model of properties) {
      const alert = alerts.find(
        ([, id]) => id === model.id || (id === 'smoke_alarm' && model.id === 'smoke_density'),
      );
      const physics = nextReading(model, values.get(model.id), { at, lastAt: lastAt.get(model.id), values });
      const next = alert ? alert[2] : physics === undefined ? wander(model, values.get(model.id)) : physics;
      if (next === null) continue;
      if (next !== undefined) values.set(model.id, next);
      lastAt.set(model.id, at);
      if (model.isHistory !== 1 || next === undefined) continue;
      const previous = emitted.get(model.id);
      const isState = model.datatype.type === 'bool' || model.datatype.type === 'enum';
      const due = isState
        ? previous?.value !== next || at - previous.at >= STATE_EVERY * MINUTE
        : alert !== undefined || !previous || at - previous.at >= NUMBER_EVERY * MINUTE;
      if (!due) continue;
      log(DEVICE_LOG_TYPE.property, model.id, next, at);
      emitted.set(model.id, { at, value: next });
      if (model.id === 'contact' && next === '1' && previous?.value !== '1')
        log(DEVICE_LOG_TYPE.event, 'door_opened', '入户门', at);
    }
    // Events of the week's alerts (an SOS, a smoke alarm) as the device raised them.
    for (const [, id, value] of alerts.filter(([, id]) => !ids.has(id)))
      log(DEVICE_LOG_TYPE.event, id, value, at);
  }
  const lastValues = [...values]
    .filter(([id]) => ids.has(id) || id === 'switch')
    .map(([id, value]) => ({ id, value, ts: new Date(lastAt.get(id) ?? until - STEP).toISOString() }));
  return { logs, values: lastValues };
}

function plugOn(at: number): boolean {
  const hour = localHour(at);
  return hour >= PLUG_ON_HOURS[0] && hour < PLUG_ON_HOURS[1];
}

/** The plug's switching in the command log: on in the morning from the app, off by the evening timer. */
async function logSwitching(
  deps: DemoHistoryDeps,
  deviceId: number,
  userId: number,
  start: number,
  until: number,
) {
  const commands = deps.iot.devices.stateRepository;
  for (let at = start + MINUTE; at < until; at += MINUTE) {
    const on = plugOn(at);
    if (on === plugOn(at - MINUTE)) continue;
    const payload = JSON.stringify([{ id: 'switch', value: on ? '1' : '0' }]);
    const createdAt = new Date(at).toISOString();
    const id = await commands.insertCommand({
      deviceId,
      messageId: `demo${at.toString(36)}`,
      userId,
      funType: 1,
      payload,
      status: 'sent',
      createdAt,
      origin: on
        ? { kind: COMMAND_ORIGIN.app, name: '' }
        : { kind: COMMAND_ORIGIN.timer, name: PLUG_OFF_TIMER },
    });
    await commands.finishCommand(id, 'replied', payload, new Date(at + 1000).toISOString());
  }
}
