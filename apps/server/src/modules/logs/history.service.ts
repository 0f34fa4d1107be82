import {
  centreClockText,
  type DeviceHistoryBody,
  type DeviceHistoryRow,
  HISTORY_DEFAULT_TOTAL,
  HISTORY_MAX_POINTS,
  type HistoryData,
  type HistoryPoint,
  type HistoryQuery,
  type MonitorLogQuery,
  type MonitorPoint,
  THING_TYPES,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import type { Actor, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import { checkRange, requireDevice } from './device-ref.ts';
import { GRAIN, type Grain, type HistoryRepository, type StoredPoint } from './history.repository.ts';
import type { LogsRepository } from './logs.repository.ts';

export interface HistoryDeps {
  history: HistoryRepository;
  logs: LogsRepository;
  devices: Devices;
  products: ProductsService;
  clock: Clock;
}

/** The smallest bucket that keeps a span within HISTORY_MAX_POINTS. */
export function grainFor(spanMs: number): Grain {
  if (spanMs / MINUTE <= HISTORY_MAX_POINTS) return GRAIN.minute;
  if (spanMs / HOUR <= HISTORY_MAX_POINTS) return GRAIN.hour;
  return GRAIN.day;
}

/**
 * Statistics and the data centre. A range is read from raw rows and hourly aggregates together (the
 * retention rollup keeps each reading in exactly one of them), so a range spanning the retention boundary
 * is one seamless series; a range with more points than a chart needs is summarised per bucket.
 */
export class HistoryService {
  constructor(private readonly deps: HistoryDeps) {}

  /** `GET /iot/deviceLog/history`: every history property (or one), a range or the latest N. */
  async history(actor: Actor, q: HistoryQuery): Promise<HistoryData> {
    checkRange(q.beginTime, q.endTime);
    const device = await requireDevice(this.deps.devices, actor, q, 'statistic');
    const set = await this.deps.products.thingsModels(device.productId);
    const ids = set.properties
      .filter((m) => m.type === THING_TYPES.property && m.isHistory === 1)
      .map((m) => m.id)
      .filter((id) => !q.identify || id === q.identify);
    const data: HistoryData = {};
    const ranged = q.beginTime !== undefined || q.endTime !== undefined;
    for (const id of ids) {
      const points = ranged
        ? await this.range(device.id, id, q.beginTime, q.endTime ?? this.deps.clock.now().toISOString())
        : await this.latest(device.id, id, q.total ?? HISTORY_DEFAULT_TOTAL);
      data[id] = points.map(toPoint);
    }
    return data;
  }

  /** `GET /iot/deviceLog/monitor`: the latest stored readings of one property, oldest first. */
  async monitor(actor: Actor, q: MonitorLogQuery): Promise<MonitorPoint[]> {
    const device = await requireDevice(this.deps.devices, actor, q, 'monitor');
    const points = await this.latest(device.id, q.identify, q.total);
    return points.map((p) => ({ time: p.time, value: p.value }));
  }

  /** A range, raw and aggregated together, oldest first; summarised when it holds too many points. */
  async range(deviceId: number, identifier: string, begin = '1970-01-01T00:00:00.000Z', end: string) {
    const { history } = this.deps;
    const [raw, hourly] = await Promise.all([
      history.countRaw(deviceId, identifier, begin, end),
      history.countHourly(deviceId, identifier, begin, end),
    ]);
    if (raw + hourly <= HISTORY_MAX_POINTS) {
      const [rawPoints, hourPoints] = await Promise.all([
        history.rawRange(deviceId, identifier, begin, end),
        history.hourlyRange(deviceId, identifier, begin, end),
      ]);
      return byTime([...hourPoints, ...rawPoints]);
    }
    const grain = grainFor(new Date(end).getTime() - new Date(begin).getTime());
    const [rawPoints, hourPoints] = await Promise.all([
      raw > 0 ? history.rawBuckets(deviceId, identifier, begin, end, grain) : [],
      hourly > 0 ? history.hourlyRange(deviceId, identifier, begin, end, grain) : [],
    ]);
    return byTime([...hourPoints, ...rawPoints]);
  }

  /** The latest N points, whichever store they are in, oldest first. */
  async latest(deviceId: number, identifier: string, total: number): Promise<StoredPoint[]> {
    const [raw, hourly] = await Promise.all([
      this.deps.history.rawLatest(deviceId, identifier, total),
      this.deps.history.hourlyLatest(deviceId, identifier, total),
    ]);
    return byTime([...hourly, ...raw]).slice(-total);
  }

  /**
   * `POST /data/center/deviceHistory` (docs/fastbee.md "Logs and history"): for each time a value of a listed
   * identifier was stored, one row keyed `yyyy-MM-dd HH:mm:ss` (centre time) with every identifier's value
   * there or null. Type 1 reads property history, 2 the command log, 3 the event log; an empty list means
   * every property.
   */
  async deviceHistory(actor: Actor, body: DeviceHistoryBody): Promise<DeviceHistoryRow[]> {
    checkRange(body.beginTime, body.endTime);
    const device = await requireDevice(this.deps.devices, actor, body, 'statistic');
    const set = await this.deps.products.thingsModels(device.productId);
    const list =
      body.identifierList.length > 0
        ? body.identifierList
        : set.properties.filter((m) => m.isHistory === 1).map((m) => ({ identifier: m.id, type: 1 }));
    const byTimeValues = new Map<string, Map<string, string>>();
    const put = (time: string, id: string, value: string) => {
      const row = byTimeValues.get(time) ?? new Map<string, string>();
      row.set(id, value);
      byTimeValues.set(time, row);
    };
    for (const item of list.filter((i) => i.type === 1)) {
      for (const p of await this.range(device.id, item.identifier, body.beginTime, body.endTime)) {
        put(p.time, item.identifier, p.value);
      }
    }
    const functionIds = new Set(list.filter((i) => i.type === 2).map((i) => i.identifier));
    if (functionIds.size > 0) {
      for (const c of await this.deps.logs.commands(device.id, body.beginTime, body.endTime)) {
        for (const i of c.items) if (functionIds.has(i.id)) put(c.createdAt, i.id, String(i.value));
      }
    }
    const eventIds = list.filter((i) => i.type === 3).map((i) => i.identifier);
    for (const e of await this.deps.logs.events(device.id, eventIds, body.beginTime, body.endTime)) {
      put(e.created_at, e.identifier, e.value);
    }
    const ids = list.map((i) => i.identifier);
    return [...byTimeValues.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([time, values]) => ({
        [centreTime(time)]: ids.map((id) => ({ [id]: values.get(id) ?? null })),
      }));
  }
}

function byTime(points: StoredPoint[]): StoredPoint[] {
  return points.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

function toPoint(p: StoredPoint): HistoryPoint {
  return {
    time: p.time,
    value: p.value,
    identify: p.identifier,
    ...(p.min !== undefined && { min: p.min }),
    ...(p.max !== undefined && { max: p.max }),
    ...(p.count !== undefined && { count: p.count }),
  };
}

/** `yyyy-MM-dd HH:mm:ss` in the centre's time zone (FastBee's data-centre key). */
export function centreTime(iso: string): string {
  return centreClockText(new Date(iso), true);
}
