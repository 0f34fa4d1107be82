import { DEVICE_LOG_TYPE } from '@linli/contracts';
import type { LogRow, ValueRow } from '../../src/modules/devices/state.repository.ts';

/** Rows of one temperature report, as DeviceStateService.report hands them to the IngestWriter (tests). */
export const REPORTED_AT = '2026-11-23T08:00:00.000Z';

export const historyRow = (deviceId: number, value: string): LogRow & { createdAt: string } => ({
  deviceId,
  logType: DEVICE_LOG_TYPE.property,
  identifier: 'temperature',
  value,
  createdAt: REPORTED_AT,
});

export const temperatureRow = (deviceId: number, value: string): ValueRow => ({
  deviceId,
  id: 'temperature',
  value,
  ts: REPORTED_AT,
});
