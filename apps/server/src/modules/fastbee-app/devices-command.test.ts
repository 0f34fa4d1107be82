import type { DatatypeSpec, ThingModel, ThingsModelSet } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { aFunction } from '../../../test/conformance/fastbee-app/devices-fixtures.ts';
import { namesAPart, toLinliCommand } from './devices-command.ts';

const item = (id: string, datatype: DatatypeSpec): ThingModel => aFunction(id, id, datatype);
const count: DatatypeSpec = { type: 'integer', min: 0, max: 100, step: 1, unit: '' };

const SET: ThingsModelSet = {
  properties: [],
  functions: [
    item('switch', { type: 'bool', trueText: 'on', falseText: 'off' }),
    item('levels', { type: 'array', arrayType: 'integer', arrayCount: 4 }),
    item('names', { type: 'array', arrayType: 'string', arrayCount: 2 }),
    item('lamp', {
      type: 'object',
      params: [
        { id: 'brightness', name: 'b', datatype: count },
        { id: 'on', name: 'o', datatype: { type: 'bool', trueText: '1', falseText: '0' } },
      ],
    }),
    item('zones', {
      type: 'array',
      arrayType: 'object',
      arrayCount: 3,
      params: [{ id: 'target', name: 't', datatype: count }],
    }),
  ],
  events: [],
};
const stored = (id: string, value: string, shadow = value) => ({ id, value, shadow, ts: null });

describe('toLinliCommand: the FastBee app names a part, Linli takes the whole value', () => {
  it("an item's own id passes as it is", () => {
    expect(namesAPart(SET, { switch: '1' })).toBe(false);
    expect(toLinliCommand(SET, [], { switch: '1' })).toEqual({ switch: '1' });
  });

  it('array_NN_<id> sets element NN of the last value (the shadow first), elements never reported as 0 or empty', () => {
    expect(namesAPart(SET, { array_01_levels: '5' })).toBe(true);
    expect(
      toLinliCommand(SET, [stored('levels', '[1,2,3,4]', '[1,9,3,4]')], { array_01_levels: '5' }),
    ).toEqual({
      levels: '[1,"5",3,4]',
    });
    expect(toLinliCommand(SET, [], { array_02_levels: '7' })).toEqual({ levels: '["0","0","7"]' });
    expect(toLinliCommand(SET, [], { array_01_names: 'b' })).toEqual({ names: '["","b"]' });
    // Two elements in one command: one whole value.
    expect(toLinliCommand(SET, [], { array_00_levels: '1', array_01_levels: '2' })).toEqual({
      levels: '["1","2"]',
    });
  });

  it('array_NN_<member> of an array of objects sets that member of element NN, the others kept', () => {
    const last = stored('zones', '[{"target":20},{"target":21}]');
    expect(toLinliCommand(SET, [last], { array_01_target: '25' })).toEqual({
      zones: '[{"target":20},{"target":"25"}]',
    });
    expect(toLinliCommand(SET, [], { array_02_target: '9' })).toEqual({ zones: '[{},{},{"target":"9"}]' });
  });

  it("an object's member sets that member, the others kept", () => {
    const last = stored('lamp', '{"brightness":40,"on":1}');
    expect(toLinliCommand(SET, [last], { brightness: '80' })).toEqual({ lamp: '{"brightness":"80","on":1}' });
  });

  it('a key naming nothing is passed on, to be refused as unknown', () => {
    expect(toLinliCommand(SET, [], { array_00_nothing: '1', nothing: '2' })).toEqual({
      array_00_nothing: '1',
      nothing: '2',
    });
  });
});
