import { describe, expect, it } from 'vitest';
import { type FastBeeExportProduct, readFastBeeProduct, writeFastBeeProduct } from './fastbee-json.ts';
import type { ThingsModelSet } from './things-model.ts';

/** FastBee's cache shape, as `thingsModelsJson` holds it (its own quirks: `arrayCount` as a string…). */
const cache = {
  properties: [
    {
      id: 'temperature',
      name: '空气温度',
      type: 1,
      order: 1,
      regId: 'temperature',
      isChart: 1,
      isHistory: 1,
      isMonitor: 1,
      isReadonly: 1,
      datatype: { max: 120, min: -20, step: 0.1, type: 'decimal', unit: '℃' },
    },
    {
      id: 'category',
      name: '功能分组',
      type: 1,
      order: 9,
      isChart: 0,
      datatype: {
        type: 'object',
        params: [
          {
            id: 'category_light',
            name: '光照',
            order: 1,
            isChart: 1,
            datatype: { type: 'decimal', max: '100' },
          },
        ],
      },
    },
  ],
  functions: [
    {
      id: 'light_color',
      name: '灯光色值',
      type: 2,
      order: 5,
      isChart: 0,
      isHistory: true,
      datatype: { type: 'array', arrayType: 'integer', arrayCount: '3' },
    },
  ],
  events: [{ id: 'exception', name: '设备发生异常', type: 3, datatype: { type: 'string', maxLength: 1024 } }],
};

const product = (extra: Record<string, unknown> = {}) => ({
  productId: 41,
  productName: '★智能开关产品',
  protocolCode: 'JSON',
  categoryName: '电工照明',
  isSys: 1,
  isAuthorize: 0,
  mqttAccount: 'FastBee',
  mqttPassword: 'P47T6OD5IPFWHUM6',
  mqttSecret: 'KX3TSH4Q4OS835DO',
  status: 2,
  thingsModelsJson: JSON.stringify(cache),
  deviceType: 1,
  networkMethod: 1,
  vertificateMethod: 3,
  imgUrl: null,
  transport: 'MQTT',
  ...extra,
});

const read = (value: unknown) => readFastBeeProduct(JSON.stringify(value));
const problemOf = (value: unknown) => {
  const answer = read(value);
  if (answer.ok) throw new Error('expected a problem');
  return answer.problem;
};

describe('reading FastBee product JSON', () => {
  it('reads a product with its thing model as a JSON string, with FastBee quirks and defaults', () => {
    const answer = read(product());
    if (!answer.ok) throw new Error(answer.problem);
    expect(answer.product).toMatchObject({
      productName: '★智能开关产品',
      productNameEn: '★智能开关产品',
      categoryName: '电工照明',
      imgUrl: '',
      deviceType: 1,
      networkMethod: 1,
      vertificateMethod: 3,
      isAuthorize: 0,
      protocolCode: 'JSON',
      credentialScope: 'both',
    });
    expect(answer.product).not.toHaveProperty('mqttAccount');
    const [temperature, category] = answer.thingsModels.properties;
    expect(temperature).toMatchObject({ id: 'temperature', type: 1, isChart: 1, isSharePerm: 0, order: 1 });
    expect(category?.datatype).toEqual({
      type: 'object',
      params: [
        {
          id: 'category_light',
          name: '光照',
          datatype: { type: 'decimal', min: 0, max: 100, step: 1, unit: '' },
        },
      ],
    });
    expect(answer.thingsModels.functions[0]).toMatchObject({
      type: 2,
      isHistory: 1,
      datatype: { type: 'array', arrayType: 'integer', arrayCount: 3 },
    });
    expect(answer.thingsModels.events[0]).toMatchObject({ id: 'exception', type: 3, order: 0 });
  });

  it('reads iot_things_model rows (specs as JSON strings), {product, thingsModels} and the API answer', () => {
    const rows = [
      {
        modelId: 113,
        modelName: '设备开关',
        identifier: 'switch',
        type: 2,
        datatype: 'bool',
        specs: '{"type": "bool", "trueText": "打开", "falseText": "关闭"}',
        isChart: 0,
        isMonitor: 0,
        isHistory: 1,
        isReadonly: 0,
        isSharePerm: 1,
        modelOrder: 9,
      },
      {
        modelName: '空气温度',
        identifier: 'temperature',
        type: 1,
        datatype: 'decimal',
        specs: '{"max": 120}',
      },
    ];
    for (const shape of [
      { product: product({ thingsModelsJson: '{}' }), thingsModels: rows },
      product({ thingsModels: rows }),
      { code: 200, msg: '操作成功', data: product({ thingsModels: rows }) },
    ]) {
      const answer = read(shape);
      if (!answer.ok) throw new Error(answer.problem);
      expect(answer.thingsModels.functions).toEqual([
        {
          id: 'switch',
          name: '设备开关',
          type: 2,
          datatype: { type: 'bool', trueText: '打开', falseText: '关闭' },
          isChart: 0,
          isMonitor: 0,
          isHistory: 1,
          isReadonly: 0,
          isSharePerm: 1,
          order: 9,
        },
      ]);
      // `specs` without a type takes the row's `datatype`; FastBee's own numeric defaults fill the rest.
      expect(answer.thingsModels.properties[0]?.datatype).toEqual({
        type: 'decimal',
        min: 0,
        max: 120,
        step: 1,
        unit: '',
      });
    }
  });

  it('names the first problem: where, and what', () => {
    expect(readFastBeeProduct('{"productName": ')).toEqual({ ok: false, problem: 'the file is not JSON' });
    expect(problemOf([1, 2])).toBe('the file does not hold a product object');
    expect(problemOf(product({ productName: ' ' }))).toBe('productName is missing');
    expect(problemOf(product({ protocolCode: 'MODBUS-RTU' }))).toBe(
      'protocolCode "MODBUS-RTU" is not supported (only JSON)',
    );
    expect(problemOf(product({ categoryName: null }))).toMatch(/^categoryName: /);
    expect(problemOf(product({ deviceType: 7 }))).toMatch(/^deviceType: /);
    expect(problemOf(product({ thingsModelsJson: '{"properties": [' }))).toBe('thingsModelsJson is not JSON');
    expect(problemOf(product({ thingsModels: { identifier: 'x' } }))).toBe(
      'thingsModels is not a list of thing-model rows',
    );
    const modbus = {
      modelName: '漏水值',
      identifier: '0',
      type: 1,
      datatype: 'integer',
      specs: '{"max": 100}',
    };
    expect(problemOf(product({ thingsModels: [modbus] }))).toMatch(/^thingsModels\[0\] "0" id: /);
    expect(problemOf(product({ thingsModels: [{ ...modbus, identifier: 'leak', type: 4 }] }))).toBe(
      'thingsModels[0] "leak": type must be 1 (property), 2 (function) or 3 (event)',
    );
    const odd = { ...cache, events: [{ id: 'odd', name: '异常', datatype: { type: 'int' } }] };
    expect(problemOf(product({ thingsModelsJson: JSON.stringify(odd) }))).toBe(
      'thingsModelsJson.events[0] "odd" datatype.type: "int" is not one of integer, decimal, bool, enum, string, array, object',
    );
    const noChoices = {
      ...cache,
      events: [{ id: 'mode', name: '模式', datatype: { type: 'enum', enumList: [] } }],
    };
    expect(problemOf(product({ thingsModelsJson: JSON.stringify(noChoices) }))).toMatch(
      /^thingsModelsJson\.events\[0\] "mode" datatype\.enumList: /,
    );
    expect(problemOf(product({ productName: 'a\u0000b' }))).toBe('the file holds a NUL character');
  });
});

describe('writing FastBee product JSON', () => {
  const linli: FastBeeExportProduct = {
    productId: 12,
    productName: '跌倒检测雷达',
    productNameEn: 'Fall-detection radar',
    categoryName: '紧急呼叫',
    imgUrl: '/device-images/fall-radar.svg',
    deviceType: 1,
    isSubDevice: 0,
    networkMethod: 1,
    protocolCode: 'JSON',
    vertificateMethod: 2,
    credentialScope: 'product',
    isAuthorize: 1,
    selfRegister: 1,
    otaProtocol: 'fastbee-v1',
    offlineAlarmMinutes: 15,
    status: 2,
    createTime: '2026-11-20T08:00:00.000Z',
  };
  const set: ThingsModelSet = {
    properties: [
      {
        id: 'presence',
        name: '有人',
        nameEn: 'Someone there',
        type: 1,
        datatype: { type: 'bool', trueText: '有人', falseText: '无人', trueTextEn: 'Yes', falseTextEn: 'No' },
        isChart: 0,
        isMonitor: 1,
        isHistory: 1,
        isReadonly: 1,
        isSharePerm: 0,
        order: 90,
        alarms: [{ level: 2, operator: '=', value: '1' }],
      },
      {
        id: 'heart_rate',
        name: '心率',
        type: 1,
        datatype: { type: 'integer', min: 0, max: 250, step: 1, unit: '次/分', unitEn: 'bpm' },
        isChart: 1,
        isMonitor: 1,
        isHistory: 1,
        isReadonly: 1,
        isSharePerm: 0,
        order: 80,
      },
    ],
    functions: [
      {
        id: 'mode',
        name: '模式',
        nameEn: 'Mode',
        type: 2,
        datatype: {
          type: 'enum',
          showWay: 'button',
          enumList: [
            { value: '0', text: '睡眠', textEn: 'Sleep' },
            { value: '1', text: '日常', textEn: 'Day' },
          ],
        },
        isChart: 0,
        isMonitor: 0,
        isHistory: 0,
        isReadonly: 0,
        isSharePerm: 1,
        order: 70,
      },
    ],
    events: [
      {
        id: 'fall',
        name: '跌倒',
        nameEn: 'Fall',
        type: 3,
        datatype: {
          type: 'object',
          params: [{ id: 'room', name: '房间', nameEn: 'Room', datatype: { type: 'string', maxLength: 32 } }],
        },
        isChart: 0,
        isMonitor: 0,
        isHistory: 0,
        isReadonly: 0,
        isSharePerm: 0,
        order: 60,
        alarms: [{ level: 3 }],
      },
    ],
  };

  it("writes FastBee's names, the cache as a JSON string and the rows, never credentials", () => {
    const written = writeFastBeeProduct(linli, set);
    expect(written).toMatchObject({ productName: '跌倒检测雷达', vertificateMethod: 2, transport: 'MQTT' });
    expect(JSON.stringify(written)).not.toMatch(/mqtt(Account|Password|Secret)/);
    expect(JSON.parse(written.thingsModelsJson as string).properties[0]).toMatchObject({
      id: 'presence',
      name: '有人',
      type: 1,
      isMonitor: 1,
    });
    expect((written.thingsModels as Record<string, unknown>[])[2]).toMatchObject({
      modelName: '模式',
      identifier: 'mode',
      type: 2,
      datatype: 'enum',
      modelOrder: 70,
    });
  });

  it("reads back what it wrote: Linli's fields survive the round trip, from the rows or from the cache", () => {
    const written = writeFastBeeProduct(linli, set);
    const { thingsModels: _rows, ...cacheOnly } = written;
    for (const file of [written, cacheOnly]) {
      const answer = read(file);
      if (!answer.ok) throw new Error(answer.problem);
      expect(answer.thingsModels).toEqual(set);
      const { productId: _id, status: _status, createTime: _time, ...form } = linli;
      expect(answer.product).toEqual(form);
    }
  });
});
