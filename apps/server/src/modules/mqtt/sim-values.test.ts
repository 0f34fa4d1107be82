import type { ThingModel } from '@linli/contracts';
import { TYPICAL_RANGES, wander } from '@linli/device-sim';
import { describe, expect, it } from 'vitest';

const thermometer = {
  id: 'temperature',
  name: '温度',
  type: 1,
  datatype: { type: 'decimal', min: -20, max: 120, step: 0.1, unit: '℃' },
  isChart: 1,
  isMonitor: 1,
  isHistory: 1,
  isReadonly: 1,
  isSharePerm: 0,
  order: 0,
} as unknown as ThingModel;

describe('simulated readings', () => {
  it('stay where a home reading sits, not across the sensor range', () => {
    const [low, high] = TYPICAL_RANGES.temperature!;
    let value: string | undefined;
    for (let i = 0; i < 2000; i++) {
      value = wander(thermometer, value);
      expect(Number(value)).toBeGreaterThanOrEqual(low);
      expect(Number(value)).toBeLessThanOrEqual(high);
    }
  });
});
