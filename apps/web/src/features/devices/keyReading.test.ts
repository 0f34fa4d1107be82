import { DEVICE_TYPES, type DeviceReading } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { keyReadings, productKind } from './keyReading.ts';

const reading = (id: string, name: string, text: string): DeviceReading => ({ id, name, value: '', text });

describe('productKind', () => {
  it('knows each catalogue product by its picture and falls back on the device type', () => {
    expect(productKind('/device-images/smart-plug.svg', DEVICE_TYPES.direct)).toBe('plug');
    expect(productKind('/device-images/th-sensor.svg', DEVICE_TYPES.direct)).toBe('thermometer');
    expect(productKind('/device-images/water-leak.svg', DEVICE_TYPES.direct)).toBe('waterLeak');
    expect(productKind('https://example.com/hub.png', DEVICE_TYPES.gateway)).toBe('gateway');
    expect(productKind('', DEVICE_TYPES.video)).toBe('camera');
    expect(productKind('', DEVICE_TYPES.direct)).toBe('other');
  });
});

describe('keyReadings', () => {
  it("shows a plug's switch and power", () => {
    const readings = [
      reading('power', '功率', '12.5 W'),
      reading('voltage', '电压', '220 V'),
      reading('switch', '开关', '打开'),
    ];
    expect(keyReadings('plug', readings).map((r) => r.text)).toEqual(['打开', '12.5 W']);
  });

  it("shows a thermometer's temperature and humidity, not its battery", () => {
    const readings = [
      reading('battery', 'Battery', '80 %'),
      reading('humidity', 'Humidity', '55 %'),
      reading('temperature', 'Temperature', '23.5 ℃'),
    ];
    expect(keyReadings('thermometer', readings).map((r) => r.text)).toEqual(['23.5 ℃', '55 %']);
  });

  it('shows a door as open or closed', () => {
    expect(
      keyReadings('door', [reading('battery', '电量', '90 %'), reading('contact', '门窗状态', '关闭')]),
    ).toEqual([{ id: 'contact', text: '关闭' }]);
  });

  it("names a reading whose value alone does not say what it is: a watch's heart rate, a pendant's battery", () => {
    const watch = [reading('spo2', '血氧', '98 %'), reading('heart_rate', '心率', '72 bpm')];
    expect(keyReadings('watch', watch)).toEqual([{ id: 'heart_rate', name: '心率', text: '72 bpm' }]);
    expect(keyReadings('pendant', [reading('battery', 'Battery', '85 %')])).toEqual([
      { id: 'battery', name: 'Battery', text: '85 %' },
    ]);
  });

  it('falls back on the first reading, named, and shows nothing for a device that never reported', () => {
    expect(keyReadings('other', [reading('lux', '光照', '300 lx'), reading('x', 'x', '1')])).toEqual([
      { id: 'lux', name: '光照', text: '300 lx' },
    ]);
    expect(keyReadings('watch', [reading('battery', '电量', '60 %')])).toEqual([
      { id: 'battery', name: '电量', text: '60 %' },
    ]);
    expect(keyReadings('plug', [])).toEqual([]);
  });
});
