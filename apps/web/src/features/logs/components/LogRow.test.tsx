import type { DeviceLog } from '@linli/contracts';
import { aThingModel, aThingsModelSet, POSITION } from '@linli/testkit/things-model';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogRow } from './LogRow.tsx';

const model = aThingsModelSet([
  aThingModel(1, 'battery', '电量', { type: 'integer', min: 0, max: 100, step: 1, unit: '%' }),
  aThingModel(1, 'location', '位置', POSITION),
]);

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
