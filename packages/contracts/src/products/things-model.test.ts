import { describe, expect, it } from 'vitest';
import {
  type DatatypeSpec,
  duplicateIdentifier,
  localizeThingsModels,
  misfiledItem,
  type ThingModel,
  thingsModelSetSchema,
  validateValue,
} from './things-model.ts';

const check = (datatype: DatatypeSpec, value: unknown) => validateValue({ datatype }, value);

describe('validateValue', () => {
  const temperature: DatatypeSpec = { type: 'decimal', min: -20, max: 120, step: 0.1, unit: '℃' };
  const level: DatatypeSpec = { type: 'integer', min: 0, max: 100, step: 1, unit: '%' };

  it('checks numbers against type and range and normalises them', () => {
    expect(check(temperature, '23.50')).toEqual({ ok: true, value: '23.5' });
    expect(check(temperature, 23.5)).toEqual({ ok: true, value: '23.5' });
    expect(check(temperature, '-21')).toEqual({ ok: false, reason: 'below_min' });
    expect(check(temperature, '121')).toEqual({ ok: false, reason: 'above_max' });
    expect(check(temperature, 'hot')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(check(temperature, '')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(check(level, '3.5')).toEqual({ ok: false, reason: 'not_an_integer' });
    expect(check(level, '100')).toEqual({ ok: true, value: '100' });
  });

  it('reads bools as 0/1, true/false', () => {
    const sw: DatatypeSpec = { type: 'bool', trueText: '开', falseText: '关' };
    expect(check(sw, '1')).toEqual({ ok: true, value: '1' });
    expect(check(sw, true)).toEqual({ ok: true, value: '1' });
    expect(check(sw, 'false')).toEqual({ ok: true, value: '0' });
    expect(check(sw, '2')).toEqual({ ok: false, reason: 'not_bool' });
  });

  it('accepts only listed enum values', () => {
    const mode: DatatypeSpec = {
      type: 'enum',
      showWay: 'button',
      enumList: [
        { value: '0', text: '低' },
        { value: '1', text: '高' },
      ],
    };
    expect(check(mode, '1')).toEqual({ ok: true, value: '1' });
    expect(check(mode, 1)).toEqual({ ok: true, value: '1' });
    expect(check(mode, '2')).toEqual({ ok: false, reason: 'not_in_enum' });
  });

  it('limits string length in characters', () => {
    expect(check({ type: 'string', maxLength: 3 }, '你好吗')).toEqual({ ok: true, value: '你好吗' });
    expect(check({ type: 'string', maxLength: 3 }, '你好吗？')).toEqual({ ok: false, reason: 'too_long' });
  });

  it('checks arrays (JSON or comma-separated) and objects by their params', () => {
    const arr: DatatypeSpec = { type: 'array', arrayType: 'integer', arrayCount: 3 };
    expect(check(arr, '1,2,3')).toEqual({ ok: true, value: '[1,2,3]' });
    expect(check(arr, '[1,2]')).toEqual({ ok: true, value: '[1,2]' });
    expect(check(arr, '1,2,3,4')).toEqual({ ok: false, reason: 'bad_array' });
    expect(check(arr, '1,x')).toEqual({ ok: false, reason: 'bad_array' });
    const location: DatatypeSpec = {
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
    };
    expect(check(location, '{"lng":114.05,"lat":22.54}')).toEqual({
      ok: true,
      value: '{"lng":"114.05","lat":"22.54"}',
    });
    expect(check(location, '{"lng":200,"lat":22.54}')).toEqual({ ok: false, reason: 'above_max' });
    expect(check(location, '{"alt":1}')).toEqual({ ok: false, reason: 'bad_object' });
    expect(check(location, 'nope')).toEqual({ ok: false, reason: 'bad_object' });
    const points: DatatypeSpec = {
      type: 'array',
      arrayType: 'object',
      arrayCount: 2,
      params: [{ id: 'x', name: 'x', datatype: level }],
    };
    expect(check(points, '[{"x":1},{"x":2}]')).toEqual({ ok: true, value: '[{"x":"1"},{"x":"2"}]' });
    expect(check(points, '[{"x":101}]')).toEqual({ ok: false, reason: 'bad_array' });
  });

  it('parses a thing model set with defaults for the flags', () => {
    const set = thingsModelSetSchema.parse({
      properties: [{ id: 'temperature', name: '温度', type: 1, datatype: temperature, isHistory: 1 }],
      functions: [],
      events: [],
    });
    expect(set.properties[0]).toMatchObject({ isChart: 0, isHistory: 1, order: 0 });
  });
});

describe('localizeThingsModels', () => {
  const model = (id: string, datatype: DatatypeSpec): ThingModel => ({
    id,
    name: id,
    nameEn: `${id} (en)`,
    type: 1,
    datatype,
    isChart: 0,
    isMonitor: 0,
    isHistory: 0,
    isReadonly: 0,
    isSharePerm: 0,
    order: 0,
  });
  const set = {
    properties: [
      model('switch', {
        type: 'bool',
        trueText: '打开',
        falseText: '关闭',
        trueTextEn: 'On',
        falseTextEn: 'Off',
      }),
      model('posture', {
        type: 'enum',
        showWay: 'select',
        enumList: [
          { value: '0', text: '无人', textEn: 'Nobody' },
          { value: '1', text: '站立' },
        ],
      }),
      model('breath', { type: 'integer', min: 0, max: 60, step: 1, unit: '次/分', unitEn: 'breaths/min' }),
      model('temp', { type: 'decimal', min: 0, max: 60, step: 0.1, unit: '℃' }),
    ],
    functions: [],
    events: [],
  };

  it('shows English names, bool and enum texts and units to en-US, keeping Chinese where no English exists', () => {
    const [sw, posture, breath, temp] = localizeThingsModels(set, 'en-US').properties;
    expect(sw).toMatchObject({ name: 'switch (en)', datatype: { trueText: 'On', falseText: 'Off' } });
    expect(posture?.datatype).toMatchObject({
      enumList: [
        { value: '0', text: 'Nobody' },
        { value: '1', text: '站立' },
      ],
    });
    expect(breath?.datatype).toMatchObject({ unit: 'breaths/min' });
    expect(temp?.datatype).toMatchObject({ unit: '℃' });
  });

  it('leaves the Chinese model as it is', () => {
    expect(localizeThingsModels(set, 'zh-CN')).toBe(set);
  });

  it('the English fields pass the schema (admins may enter them)', () => {
    expect(thingsModelSetSchema.safeParse(set).success).toBe(true);
  });
});

describe('the shape of a whole thing model', () => {
  const item = (id: string, type: 1 | 2 | 3): ThingModel => ({
    id,
    name: id,
    type,
    datatype: { type: 'string', maxLength: 8 },
    isChart: 0,
    isMonitor: 0,
    isHistory: 0,
    isReadonly: 0,
    isSharePerm: 0,
    order: 0,
  });

  it('finds an identifier used twice across the three lists', () => {
    expect(duplicateIdentifier({ properties: [item('a', 1)], functions: [item('b', 2)], events: [] })).toBe(
      undefined,
    );
    expect(duplicateIdentifier({ properties: [item('a', 1)], functions: [], events: [item('a', 3)] })).toBe(
      'a',
    );
  });

  it('finds an item filed under the wrong list', () => {
    expect(
      misfiledItem({ properties: [item('a', 1)], functions: [item('b', 2)], events: [item('c', 3)] }),
    ).toBe(undefined);
    expect(misfiledItem({ properties: [item('a', 1)], functions: [item('b', 3)], events: [] })?.id).toBe('b');
  });
});
