import type { ProductAdmin, ThingsModelSet } from '@linli/contracts';

/** Test data of the products feature's tests: a published product and a small thing model. */
export function productFixture(overrides: Partial<ProductAdmin> = {}): ProductAdmin {
  return {
    productId: 7,
    productName: '智能烟感',
    productNameEn: 'Smart smoke alarm',
    categoryName: '安防',
    imgUrl: '',
    deviceType: 1,
    isSubDevice: 0,
    networkMethod: 1,
    protocolCode: 'JSON',
    vertificateMethod: 3,
    credentialScope: 'both',
    isAuthorize: 0,
    selfRegister: 1,
    otaProtocol: 'linli',
    offlineAlarmMinutes: 30,
    status: 2,
    mqttAccount: 'linli-smoke',
    mqttPassword: 'P4ssw0rd-smoke-01',
    mqttSecret: 'K3y16charsSecret',
    thingsModelVersion: 3,
    deviceCount: 4,
    devicesBehind: 1,
    thingsModels: modelFixture(),
    createTime: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

export function modelFixture(): ThingsModelSet {
  const base = { isChart: 0, isMonitor: 0, isHistory: 1, isReadonly: 1, isSharePerm: 0 } as const;
  return {
    properties: [
      {
        ...base,
        id: 'humidity',
        name: '湿度',
        type: 1,
        order: 0,
        datatype: { type: 'integer', min: 0, max: 100, step: 1, unit: '%' },
      },
      {
        ...base,
        id: 'temperature',
        name: '温度',
        nameEn: 'Temperature',
        type: 1,
        order: 1,
        datatype: { type: 'decimal', min: -20, max: 80, step: 0.1, unit: '℃', unitEn: '°C' },
      },
    ],
    functions: [],
    events: [
      {
        ...base,
        id: 'smoke',
        name: '烟雾报警',
        type: 3,
        order: 0,
        datatype: { type: 'bool', trueText: '报警', falseText: '正常' },
        alarms: [{ level: 3 }],
      },
    ],
  };
}
