import type { DatatypeSpec, RunningThing } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { aFunction } from '../../../test/conformance/fastbee-app/devices-fixtures.ts';
import { toAppThing } from './devices-presenter.ts';
import { appTime } from './shapes.ts';

const thing = (id: string, datatype: DatatypeSpec, value = '', shadow = value): RunningThing => ({
  ...aFunction(id, id, datatype),
  value,
  shadow,
  ts: null,
});
const count: DatatypeSpec = { type: 'integer', min: 0, max: 9, step: 1, unit: '' };

describe('toAppThing: running status items in the shapes status/base.vue reads', () => {
  it('a switch never reported or set shows "0", a set one its shadow', () => {
    const bool: DatatypeSpec = { type: 'bool', trueText: '开', falseText: '关' };
    expect(toAppThing(thing('switch', bool))).toMatchObject({ value: '', shadow: '0' });
    expect(toAppThing(thing('switch', bool, '0', '1'))).toMatchObject({ value: '0', shadow: '1' });
  });

  it("a plain array's JSON value and shadow become comma-joined text; never null", () => {
    const levels: DatatypeSpec = { type: 'array', arrayType: 'integer', arrayCount: 3 };
    expect(toAppThing(thing('levels', levels, '[1,2,3]', '[1,5,3]'))).toMatchObject({
      value: '1,2,3',
      shadow: '1,5,3',
      datatype: { type: 'array', arrayType: 'integer', arrayCount: 3 },
    });
    expect(toAppThing(thing('levels', levels))).toMatchObject({ value: '', shadow: '' });
  });

  it("an array of objects: one copy of the members per element, each with its element's value, ids plain", () => {
    const zones: DatatypeSpec = {
      type: 'array',
      arrayType: 'object',
      arrayCount: 2,
      params: [{ id: 'target', name: '目标', datatype: count }],
    };
    const out = toAppThing(thing('zones', zones, '[{"target":3}]'));
    expect(out.datatype.arrayParams?.map((ps) => ps.map((p) => [p.id, p.value, p.shadow]))).toEqual([
      [['target', '3', '3']],
      [['target', '', '']],
    ]);
  });

  it("an object's members carry their part of its value, the parent's type and read-only flag", () => {
    const lamp: DatatypeSpec = {
      type: 'object',
      params: [
        { id: 'level', name: '亮度', datatype: count },
        { id: 'on', name: '开关', datatype: { type: 'bool', trueText: '开', falseText: '关' } },
      ],
    };
    const out = toAppThing(thing('lamp', lamp, '{"level":4}'));
    expect(out.datatype.params).toEqual([
      expect.objectContaining({ id: 'level', type: 2, isReadonly: 0, value: '4', shadow: '4' }),
      expect.objectContaining({ id: 'on', value: '', shadow: '0' }),
    ]);
  });

  it("times are FastBee's yyyy-MM-dd HH:mm:ss at the centre (UTC+8)", () => {
    expect(appTime('2026-11-23T08:00:00.000Z')).toBe('2026-11-23 16:00:00');
  });
});
