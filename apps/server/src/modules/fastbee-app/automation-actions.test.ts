import { ErrorCode, type ThingsModelSet } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { appActionsOf, linliActionsOf } from './automation-actions.ts';

const flags = { isChart: 0, isMonitor: 0, isHistory: 0, isReadonly: 0, isSharePerm: 1, order: 0 } as const;
const models: ThingsModelSet = {
  properties: [],
  functions: [
    {
      ...flags,
      id: 'switch',
      name: '开关',
      type: 2,
      datatype: { type: 'bool', trueText: '打开', falseText: '关闭' },
    },
    {
      ...flags,
      id: 'mode',
      name: '模式',
      type: 2,
      datatype: {
        type: 'enum',
        showWay: 'select',
        enumList: [
          { value: 'eco', text: '节能' },
          { value: 'boost', text: '强劲' },
        ],
      },
    },
    {
      ...flags,
      id: 'countdown',
      name: '倒计时',
      type: 2,
      datatype: { type: 'integer', min: 0, max: 1440, step: 1, unit: 'min' },
    },
    {
      ...flags,
      id: 'light',
      name: '灯光',
      type: 2,
      datatype: {
        type: 'object',
        params: [
          {
            id: 'brightness',
            name: '亮度',
            datatype: { type: 'integer', min: 0, max: 100, step: 1, unit: '%' },
          },
          { id: 'on', name: '开灯', datatype: { type: 'bool', trueText: '开', falseText: '关' } },
        ],
      },
    },
    {
      ...flags,
      id: 'levels',
      name: '档位',
      type: 2,
      datatype: { type: 'array', arrayType: 'integer', arrayCount: 3 },
    },
  ],
  events: [],
};
const device = { deviceId: 7, deviceName: '客厅插座' };

/** One action as pagesA/home/device/model.vue#setModelData stores it. */
const appAction = (fields: Record<string, unknown>) => ({
  name: '',
  valueName: '',
  type: 2,
  parentName: '',
  arrayIndexName: '',
  deviceId: 7,
  deviceName: '客厅插座',
  ...fields,
});

describe('FastBee app timer actions ⇄ Linli timer actions', () => {
  it('takes the JSON string the editor sends: plain items by identifier, values as text', () => {
    const sent = JSON.stringify([
      appAction({ id: 'switch', parentId: 'switch', arrayIndex: '', value: 1, valueName: '开' }),
      appAction({ id: 'mode', parentId: 'mode', arrayIndex: '', value: 'eco' }),
      appAction({ id: 'countdown', parentId: 'countdown', arrayIndex: '', value: '30' }),
    ]);
    expect(linliActionsOf(sent)).toEqual([
      { id: 'switch', value: '1' },
      { id: 'mode', value: 'eco' },
      { id: 'countdown', value: '30' },
    ]);
  });

  it("gathers an object's fields, chosen one by one, into one action on the object", () => {
    const sent = [
      appAction({ id: 'brightness', parentId: 'light', arrayIndex: '', value: 80 }),
      appAction({ id: 'switch', parentId: 'switch', arrayIndex: '', value: 0 }),
      appAction({ id: 'on', parentId: 'light', arrayIndex: '', value: 1 }),
    ];
    expect(linliActionsOf(sent)).toEqual([
      { id: 'light', value: '{"brightness":80,"on":1}' },
      { id: 'switch', value: '0' },
    ]);
  });

  it('refuses one element of an array with its own message, naming actions', () => {
    for (const sent of [
      [appAction({ id: 'array_01_levels', parentId: 'levels', arrayIndex: '01', value: 2 })],
      [appAction({ id: 'array_01_levels', parentId: 'levels', arrayIndex: '', value: 2 })],
    ]) {
      expect(() => linliActionsOf(sent)).toThrow(
        expect.objectContaining({ errorCode: ErrorCode.TIMER_ARRAY_ELEMENT, params: { field: 'actions' } }),
      );
    }
  });

  it('refuses a list that is not one, naming actions; a missing value names value', () => {
    for (const bad of ['not json', '{"id":"switch"}', '[1]', '[{"value":1}]']) {
      const error = (() => {
        try {
          linliActionsOf(bad);
        } catch (e) {
          return e as AppError;
        }
      })();
      expect(error, bad).toBeInstanceOf(AppError);
      expect(error?.params.field, bad).toBe('actions');
    }
    expect(() => linliActionsOf([{ id: 'switch', value: null }])).toThrow(AppError);
  });

  it('answers the editor objects back with names, value names and the app value types', () => {
    const back = appActionsOf(
      [
        { id: 'switch', value: '1' },
        { id: 'mode', value: 'boost' },
        { id: 'countdown', value: '30' },
        { id: 'light', value: '{"brightness":80}' },
      ],
      models,
      device,
    );
    expect(back).toEqual([
      expect.objectContaining({
        id: 'switch',
        name: '开关',
        value: 1,
        valueName: '开',
        type: 2,
        parentId: 'switch',
      }),
      expect.objectContaining({ id: 'mode', name: '模式', value: 'boost', valueName: '强劲' }),
      expect.objectContaining({ id: 'countdown', value: 30, valueName: '' }),
      expect.objectContaining({
        id: 'brightness',
        name: '亮度',
        value: 80,
        parentId: 'light',
        parentName: '灯光',
      }),
    ]);
    for (const action of back) expect(action).toMatchObject({ deviceId: 7, deviceName: '客厅插座' });
    // What the editor sends back reads as the same Linli actions.
    expect(linliActionsOf(JSON.stringify(back))).toEqual([
      { id: 'switch', value: '1' },
      { id: 'mode', value: 'boost' },
      { id: 'countdown', value: '30' },
      { id: 'light', value: '{"brightness":80}' },
    ]);
  });
});
