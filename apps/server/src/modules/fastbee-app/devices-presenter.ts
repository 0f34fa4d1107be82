import type {
  DatatypeSpec,
  Device,
  DeviceShort,
  fastbeeApp,
  RunningStatus,
  RunningThing,
  ThingParam,
} from '@linli/contracts';
import { appPicture, appTime } from './shapes.ts';

type AppDeviceRow = fastbeeApp.AppDeviceRow;
type AppDeviceDetail = fastbeeApp.AppDeviceDetail;
type AppRunningStatus = fastbeeApp.AppRunningStatus;
type AppThing = fastbeeApp.AppThing;
type AppDatatype = fastbeeApp.AppDatatype;
type AppThingParam = fastbeeApp.AppThingParam;

/** A device card as the FastBee app's home reads it (pages/tabBar/home/index.vue#getDevices). */
export function toAppRow(d: DeviceShort): AppDeviceRow {
  return {
    deviceId: d.deviceId,
    deviceName: d.deviceName,
    productId: d.productId,
    productName: d.productName,
    deviceType: d.deviceType,
    serialNumber: d.serialNumber,
    firmwareVersion: d.firmwareVersion,
    status: d.status,
    isShadow: d.isShadow,
    isSimulate: d.isSimulate,
    // Like the status pushed on `/status/post` (state.service.ts pushStatus): 0 before any report.
    rssi: d.rssi ?? 0,
    imgUrl: appPicture(d.imgUrl),
    isOwner: d.isOwner,
    userId: d.userId,
    locationWay: d.locationWay,
    activeTime: d.activeTime ? appTime(d.activeTime) : null,
    createTime: appTime(d.createTime),
    subDeviceCount: d.subDeviceCount,
    gwDevCode: d.gwDevCode,
    slaveId: d.slaveId,
  };
}

/** The device page's record (pagesA/home/device/index.vue#getDevice). */
export function toAppDetail(d: Device): AppDeviceDetail {
  return {
    ...toAppRow(d),
    longitude: d.longitude,
    latitude: d.latitude,
    networkAddress: d.networkAddress,
    networkIp: d.networkIp,
    remark: d.remark,
    summary: JSON.stringify(d.summary),
    subDeviceList: d.subDeviceList.map(toAppRow),
  };
}

/** The running status (status/base.vue): the card plus every item with FastBee's value conventions. */
export function toAppRunningStatus(status: RunningStatus): AppRunningStatus {
  return { ...toAppRow(status), thingsModels: status.thingsModels.map(toAppThing) };
}

export function toAppThing(thing: RunningThing): AppThing {
  const { datatype } = thing;
  // What a control shows is the shadow; it follows the device's reports, so '' means never reported nor set.
  const shadow = thing.shadow || thing.value;
  const parent = { type: thing.type, isReadonly: thing.isReadonly };
  return {
    id: thing.id,
    name: thing.name,
    type: thing.type,
    isReadonly: thing.isReadonly,
    isChart: thing.isChart,
    isMonitor: thing.isMonitor,
    isHistory: thing.isHistory,
    isSharePerm: thing.isSharePerm,
    order: thing.order,
    value: plainValue(datatype, thing.value),
    shadow: datatype.type === 'bool' ? shadow || '0' : plainValue(datatype, shadow),
    ts: thing.ts ? appTime(thing.ts) : null,
    datatype: toAppDatatype(datatype, parent, thing.value, shadow),
  };
}

/**
 * A plain array's value as the page splits it (`value.split(',')`): Linli keeps arrays as JSON, FastBee as
 * comma-joined text. Every other value is the stored text.
 */
function plainValue(spec: DatatypeSpec, stored: string): string {
  if (spec.type !== 'array' || spec.arrayType === 'object') return stored;
  const parsed = parseJson(stored);
  return Array.isArray(parsed) ? parsed.map(text).join(',') : stored;
}

interface Parent {
  type: 1 | 2 | 3;
  isReadonly: 0 | 1;
}

function toAppDatatype(spec: DatatypeSpec, parent: Parent, value: string, shadow: string): AppDatatype {
  switch (spec.type) {
    case 'integer':
    case 'decimal':
      return { type: spec.type, min: spec.min, max: spec.max, step: spec.step, unit: spec.unit };
    case 'bool':
      return { type: 'bool', trueText: spec.trueText, falseText: spec.falseText };
    case 'enum':
      return {
        type: 'enum',
        showWay: spec.showWay,
        enumList: spec.enumList.map((item) => ({ value: item.value, text: item.text })),
      };
    case 'string':
      return { type: 'string', maxLength: spec.maxLength };
    case 'object':
      return { type: 'object', params: members(spec.params, parent, value, shadow) };
    case 'array': {
      const base: AppDatatype = { type: 'array', arrayType: spec.arrayType, arrayCount: spec.arrayCount };
      if (spec.arrayType !== 'object') return base;
      const values = jsonArray(value);
      const shadows = jsonArray(shadow);
      // One copy of the element's members per element, ids plain: formatThingsModel adds `array_NN_`.
      const arrayParams = Array.from({ length: spec.arrayCount }, (_, k) =>
        members(spec.params ?? [], parent, JSON.stringify(values[k] ?? {}), JSON.stringify(shadows[k] ?? {})),
      );
      return { ...base, arrayParams };
    }
  }
}

/** An object's members, each with its part of the object's value and shadow. */
function members(params: ThingParam[], parent: Parent, value: string, shadow: string): AppThingParam[] {
  const values = jsonObject(value);
  const shadows = jsonObject(shadow);
  return params.map((p) => {
    const memberShadow = text(shadows[p.id] ?? values[p.id]);
    return {
      id: p.id,
      name: p.name,
      type: parent.type,
      isReadonly: parent.isReadonly,
      isChart: 0,
      isMonitor: 0,
      isHistory: 0,
      order: 0,
      value: text(values[p.id]),
      shadow: p.datatype.type === 'bool' ? memberShadow || '0' : memberShadow,
      datatype: toAppDatatype(p.datatype, parent, '', ''),
    };
  });
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function jsonArray(raw: string): unknown[] {
  const parsed = parseJson(raw);
  return Array.isArray(parsed) ? parsed : [];
}

function jsonObject(raw: string): Record<string, unknown> {
  const parsed = parseJson(raw);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}
