import {
  type DeviceLog,
  type DeviceLogListQuery,
  FUN_TYPE_LOG_TYPE,
  fastbeeApp,
  type Language,
  LOG_TYPE,
  type LogType,
  type RouteResponse,
  type RouteRow,
} from '@linli/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/request-context.ts';
import type { Logs } from '../logs/index.ts';
import { appTime } from './shapes.ts';

const { contentRoutes } = fastbeeApp;
type EventLogQuery = z.output<typeof fastbeeApp.appEventLogQuery>;
type CommandLogQuery = z.output<typeof fastbeeApp.appCommandLogQuery>;
type EventRow = RouteRow<typeof contentRoutes.eventLog>;
type CommandRow = RouteRow<typeof contentRoutes.commandLog>;

/**
 * FastBee keeps two logs where Linli keeps one list (modules/logs): the event log (`/iot/event/list`,
 * types 1-6 as event.vue tags them: a function call is type 2) and the command log (`/iot/log/list`,
 * funType 1 function, 2 property read, 3 OTA, as order.vue tags them). Both are Linli's list narrowed
 * to those types, with its checks: the device by serial number (or id), the `log` permission for a
 * shared user, "not found" for anyone else.
 */
const EVENT_LOG_TYPES: readonly LogType[] = [
  LOG_TYPE.property,
  LOG_TYPE.function,
  LOG_TYPE.event,
  LOG_TYPE.upgrade,
  LOG_TYPE.online,
  LOG_TYPE.offline,
];
const FUN_TYPE_OF = new Map(
  Object.entries(FUN_TYPE_LOG_TYPE).map(([funType, log]) => [log, Number(funType)]),
);
const COMMAND_LOG_TYPES = [...FUN_TYPE_OF.keys()];

/**
 * A command's identifiers and values as FastBee's FunctionLog has them: Linli lists a command as
 * `identify` 'a,b' and `logValue` 'a=1, b=2' (logs.repository.ts); the app shows `${identify}: ${value}`,
 * so one identifier gives 'a' and '1', several 'a,b' and '1,2'.
 */
export function commandParts(identify: string, logValue: string): { identify: string; value: string } {
  const ids = identify ? identify.split(',') : [];
  if (ids.length === 0) return { identify: '', value: logValue };
  const values: string[] = [];
  let rest = logValue;
  for (const [index, id] of ids.entries()) {
    if (!rest.startsWith(`${id}=`)) return { identify, value: logValue };
    rest = rest.slice(id.length + 1);
    const next = ids[index + 1];
    const end = next === undefined ? -1 : rest.indexOf(`, ${next}=`);
    values.push(end === -1 ? rest : rest.slice(0, end));
    rest = end === -1 ? '' : rest.slice(end + 2);
  }
  return { identify, value: values.join(',') };
}

export class AppDeviceLogs {
  constructor(private readonly logs: Logs['logs']) {}

  async events(
    caller: AuthUser,
    query: EventLogQuery,
    language: Language,
  ): Promise<RouteResponse<typeof contentRoutes.eventLog>> {
    const { rows, total } = await this.logs.listOfTypes(
      caller,
      this.linliQuery(query, { logType: query.logType, identify: query.identity }),
      EVENT_LOG_TYPES,
      language,
    );
    return { rows: rows.map(eventRow), total };
  }

  async commands(
    caller: AuthUser,
    query: CommandLogQuery,
    language: Language,
  ): Promise<RouteResponse<typeof contentRoutes.commandLog>> {
    const logType = query.funType === undefined ? undefined : FUN_TYPE_LOG_TYPE[query.funType];
    const { rows, total } = await this.logs.listOfTypes(
      caller,
      this.linliQuery(query, { logType, deviceId: query.deviceId }),
      COMMAND_LOG_TYPES,
      language,
    );
    return { rows: rows.map(commandRow), total };
  }

  private linliQuery(
    page: { pageNum: number; pageSize: number; serialNumber?: string | undefined },
    filters: { logType?: number | undefined; identify?: string | undefined; deviceId?: number | undefined },
  ): DeviceLogListQuery {
    return {
      pageNum: page.pageNum,
      pageSize: page.pageSize,
      serialNumber: page.serialNumber,
      deviceId: filters.deviceId,
      logType: filters.logType,
      identify: filters.identify,
    };
  }
}

function eventRow(log: DeviceLog): EventRow {
  const command = log.source === 'command' ? commandParts(log.identify, log.logValue) : undefined;
  return {
    logId: log.logId,
    logType: log.logType as EventRow['logType'],
    identity: command ? command.identify : log.identify,
    modelName: log.modelName,
    logValue: command ? command.value : log.logValue,
    deviceId: log.deviceId,
    deviceName: log.deviceName,
    serialNumber: log.serialNumber,
    remark: log.source === 'log' ? log.remark : '',
    createTime: appTime(log.createTime),
  };
}

function commandRow(log: DeviceLog): CommandRow {
  const { identify, value } = commandParts(log.identify, log.logValue);
  return {
    id: log.logId,
    identify,
    modelName: log.modelName,
    funType: (FUN_TYPE_OF.get(log.logType) ?? 1) as CommandRow['funType'],
    funValue: value,
    deviceName: log.deviceName,
    serialNumber: log.serialNumber,
    createTime: appTime(log.createTime),
  };
}
