import type { DeviceLog, ThingsModelSet } from '@linli/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogRow } from './LogRow.tsx';

const flags = { isChart: 0, isMonitor: 0, isHistory: 1, isReadonly: 1, isSharePerm: 0, order: 0 } as const;
const model = {
  properties: [
    {
      ...flags,
      id: 'battery',
      name: '电量',
      type: 1,
      datatype: { type: 'integer', min: 0, max: 100, step: 1, unit: '%' },
    },
    {
      ...flags,
      id: 'location',
      name: '位置',
      type: 1,
      datatype: {
        type: 'object',
        params: [
          {
            id: 'lng',
            name: '经度',
            datatype: { type: 'decimal', min: -180, max: 180, step: 0.000001, unit: '' },
          },
          {
            id: 'lat',
            name: '纬度',
            datatype: { type: 'decimal', min: -90, max: 90, step: 0.000001, unit: '' },
          },
        ],
      },
    },
  ],
  functions: [],
  events: [],
} as unknown as ThingsModelSet;

const aLog = (logId: number, identify: string, logValue: string): DeviceLog => ({
  logId,
  source: 'log',
  logType: 1,
  deviceId: 7,
  serialNumber: 'SN7',
  deviceName: '奶奶的健康手表',
  identify,
  modelName: identify,
  logValue,
  remark: '',
  createTime: '2026-11-28T05:47:44Z',
  origin: '',
  originName: '',
  byName: '',
});

describe('LogRow: a logged value as the device page says it', () => {
  it('with the product model: units and places in words; without it, or for no single item, as logged', () => {
    const location = '{"lng":"114.04487","lat":"22.562099"}';
    render(
      <ul>
        <LogRow log={aLog(1, 'battery', '51')} model={model} />
        <LogRow log={aLog(2, 'location', location)} model={model} />
        <LogRow log={aLog(3, 'battery,location', '{"battery":"51"}')} model={model} />
        <LogRow log={aLog(4, 'battery', '51')} model={undefined} />
      </ul>,
    );
    expect(screen.getByTestId('log-row-log-1').textContent).toContain('51 %');
    const place = screen.getByTestId('log-row-log-2').textContent ?? '';
    expect(place).not.toContain('{');
    expect(place).toMatch(/北纬 22\.56°/);
    expect(screen.getByTestId('log-row-log-3').textContent).toContain('{"battery":"51"}');
    expect(screen.getByTestId('log-row-log-4').textContent).toMatch(/51$/);
  });
});
