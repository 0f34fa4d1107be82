import { ALERT_LEVEL, STREAM_URL_PROPERTY } from '@linli/contracts';
import type { ProductRecord } from './products.repository.ts';
import {
  battery,
  bool,
  chart,
  enumOf,
  event,
  fn,
  location,
  num,
  prop,
  raises,
  text,
} from './thing-builders.ts';

const { warning, critical } = ALERT_LEVEL;

/**
 * The home-care product catalogue every database starts with: real kinds of devices the centre's
 * clients have at home, each with a FastBee-style thing model (docs/fastbee.md "Thing models"). They are
 * seeded as published rows (both FastBee login methods, either kind of credential) that an administrator
 * edits like any other product; a start adds the ones a database lacks and never changes an edited one.
 */
export type CatalogueProduct = Pick<
  ProductRecord,
  'code' | 'name' | 'nameEn' | 'category' | 'deviceType' | 'networkMethod' | 'imgUrl' | 'thingsModels'
> &
  Partial<
    Pick<
      ProductRecord,
      'isSubDevice' | 'isAuthorize' | 'vertificateMethod' | 'credentialScope' | 'selfRegister' | 'otaProtocol'
    >
  > & {
    /** Safety devices: minutes one may stay offline before its people are warned (docs/alerts.md). */
    offlineAlarmMinutes?: number;
  };

export const CATALOGUE: CatalogueProduct[] = [
  {
    code: 'smart-plug',
    name: '智能插座',
    nameEn: 'Smart plug',
    category: '家居安全',
    deviceType: 1,
    networkMethod: 1,
    imgUrl: '/device-images/smart-plug.svg',
    thingsModels: {
      properties: [
        prop('power', '功率', 'Power', num('decimal', 0, 4000, 0.1, 'W'), chart),
        prop('voltage', '电压', 'Voltage', num('decimal', 0, 300, 0.1, 'V'), { isMonitor: 1 }),
        prop('energy', '累计用电', 'Energy used', num('decimal', 0, 1_000_000, 0.01, 'kWh'), {
          isHistory: 1,
        }),
      ],
      functions: [
        fn('switch', '开关', 'Switch', bool(['打开', 'On'], ['关闭', 'Off'])),
        fn('countdown', '倒计时关闭', 'Switch off after', num('integer', 0, 1440, 1, 'min')),
      ],
      events: [
        event('overload', '过载保护', 'Overload protection', num('decimal', 0, 10_000, 0.1, 'W'), [
          raises(warning),
        ]),
      ],
    },
  },
  {
    code: 'th-sensor',
    name: '温湿度传感器',
    nameEn: 'Temperature & humidity sensor',
    category: '环境监测',
    deviceType: 1,
    networkMethod: 1,
    imgUrl: '/device-images/th-sensor.svg',
    thingsModels: {
      properties: [
        prop('temperature', '温度', 'Temperature', num('decimal', -20, 120, 0.1, '℃'), chart),
        prop('humidity', '湿度', 'Humidity', num('decimal', 0, 100, 0.1, '%'), chart),
        battery(),
      ],
      functions: [fn('report_interval', '上报间隔', 'Report interval', num('integer', 10, 3600, 10, 's'))],
      events: [
        event('temperature_alarm', '温度异常', 'Temperature abnormal', num('decimal', -20, 120, 0.1, '℃'), [
          raises(warning),
        ]),
      ],
    },
  },
  {
    code: 'door-sensor',
    name: '门窗传感器',
    nameEn: 'Door/window sensor',
    category: '家居安全',
    deviceType: 1,
    networkMethod: 1,
    imgUrl: '/device-images/door-sensor.svg',
    thingsModels: {
      properties: [
        prop('contact', '门窗状态', 'Door/window', bool(['打开', 'Open'], ['关闭', 'Closed']), {
          isHistory: 1,
        }),
        battery(),
      ],
      functions: [fn('arm', '布防', 'Arm', bool(['布防', 'Armed'], ['撤防', 'Disarmed']))],
      events: [
        event('door_opened', '门窗被打开', 'Door/window opened', text(64)),
        event('tamper', '防拆报警', 'Tamper alarm', text(64), [raises(warning)]),
      ],
    },
  },
  {
    code: 'smoke-detector',
    name: '烟雾报警器',
    nameEn: 'Smoke detector',
    category: '家居安全',
    deviceType: 1,
    networkMethod: 2,
    imgUrl: '/device-images/smoke-detector.svg',
    offlineAlarmMinutes: 30,
    thingsModels: {
      properties: [
        prop('smoke_density', '烟雾浓度', 'Smoke density', num('integer', 0, 10_000, 1, 'ppm'), chart),
        prop(
          'alarm_state',
          '报警状态',
          'Alarm state',
          enumOf(
            [
              ['0', '正常', 'Normal'],
              ['1', '报警', 'Alarm'],
              ['2', '故障', 'Fault'],
            ],
            'select',
          ),
          { isHistory: 1 },
        ),
        battery(20),
      ],
      functions: [
        fn('mute', '消音', 'Mute', bool(['消音', 'Muted'], ['正常', 'Normal'])),
        fn('self_test', '自检', 'Self-test', bool(['开始', 'Start'], ['停止', 'Stop'])),
      ],
      events: [
        event('smoke_alarm', '烟雾报警', 'Smoke alarm', num('integer', 0, 10_000, 1, 'ppm'), [
          raises(critical),
        ]),
      ],
    },
  },
  {
    code: 'sos-pendant',
    name: '一键呼叫挂件',
    nameEn: 'SOS pendant',
    category: '紧急呼叫',
    deviceType: 1,
    networkMethod: 2,
    imgUrl: '/device-images/sos-pendant.svg',
    offlineAlarmMinutes: 10,
    thingsModels: {
      properties: [battery(20), prop('location', '位置', 'Location', location, { isHistory: 1 })],
      functions: [fn('find', '寻找挂件', 'Find the pendant', bool(['响铃', 'Ring'], ['停止', 'Stop']))],
      events: [
        event('sos', '一键呼叫', 'SOS call', text(64), [raises(critical)]),
        event('low_battery', '低电量', 'Low battery', num('integer', 0, 100, 1, '%'), [raises(warning)]),
      ],
    },
  },
  {
    code: 'fall-radar',
    name: '跌倒监测雷达',
    nameEn: 'Fall-detection radar',
    category: '紧急呼叫',
    deviceType: 1,
    networkMethod: 1,
    imgUrl: '/device-images/fall-radar.svg',
    offlineAlarmMinutes: 10,
    thingsModels: {
      properties: [
        prop('presence', '有人/无人', 'Presence', bool(['有人', 'Someone there'], ['无人', 'Nobody']), {
          isHistory: 1,
        }),
        prop(
          'posture',
          '姿态',
          'Posture',
          enumOf(
            [
              ['0', '无人', 'Nobody'],
              ['1', '站立', 'Standing'],
              ['2', '坐', 'Sitting'],
              ['3', '躺卧', 'Lying'],
              ['4', '跌倒', 'Fallen'],
            ],
            'select',
          ),
          { isHistory: 1 },
        ),
        prop(
          'breath_rate',
          '呼吸频率',
          'Breathing rate',
          num('integer', 0, 60, 1, '次/分', 'breaths/min'),
          chart,
        ),
      ],
      functions: [
        fn(
          'sensitivity',
          '灵敏度',
          'Sensitivity',
          enumOf([
            ['1', '低', 'Low'],
            ['2', '中', 'Medium'],
            ['3', '高', 'High'],
          ]),
        ),
      ],
      events: [
        event('fall', '检测到跌倒', 'Fall detected', text(64), [raises(critical)]),
        event('long_stay', '长时间未活动', 'Inactive for long', num('integer', 0, 1440, 1, 'min'), [
          raises(warning),
        ]),
      ],
    },
  },
  {
    code: 'health-watch',
    name: '健康手表',
    nameEn: 'Health watch',
    category: '健康监测',
    deviceType: 1,
    networkMethod: 2,
    imgUrl: '/device-images/health-watch.svg',
    thingsModels: {
      properties: [
        // Resting thresholds a family doctor would call about: a racing or very slow heart, low oxygen.
        prop('heart_rate', '心率', 'Heart rate', num('integer', 30, 220, 1, 'bpm'), {
          ...chart,
          alarms: [raises(warning, '>', '120'), raises(critical, '>', '150'), raises(critical, '<', '40')],
        }),
        prop('spo2', '血氧', 'Blood oxygen (SpO2)', num('integer', 70, 100, 1, '%'), {
          ...chart,
          alarms: [raises(warning, '<', '92'), raises(critical, '<', '88')],
        }),
        prop('steps', '步数', 'Steps', num('integer', 0, 100_000, 1, '步', 'steps'), { isHistory: 1 }),
        prop('location', '位置', 'Location', location, { isHistory: 1 }),
        battery(),
      ],
      functions: [
        fn(
          'measure',
          '立即测量',
          'Measure now',
          enumOf([
            ['heart_rate', '心率', 'Heart rate'],
            ['spo2', '血氧', 'Blood oxygen'],
          ]),
        ),
        fn('reminder', '提醒文字', 'Reminder text', text(60)),
      ],
      events: [
        event('sos', '一键呼叫', 'SOS call', text(64), [raises(critical)]),
        event('heart_rate_abnormal', '心率异常', 'Heart rate abnormal', num('integer', 0, 300, 1, 'bpm'), [
          raises(warning),
        ]),
        event('fall', '跌倒', 'Fall', text(64), [raises(critical)]),
      ],
    },
  },
  {
    code: 'gateway',
    name: '家庭网关',
    nameEn: 'Home gateway',
    category: '网关',
    deviceType: 2,
    networkMethod: 3,
    imgUrl: '/device-images/gateway.svg',
    thingsModels: {
      properties: [
        prop('sub_count', '子设备数量', 'Sub-devices', num('integer', 0, 128, 1)),
        prop('uptime', '运行时长', 'Uptime', num('integer', 0, 100_000_000, 1, 's')),
      ],
      functions: [
        fn('permit_join', '允许子设备入网', 'Allow sub-devices to join', num('integer', 0, 254, 1, 's')),
      ],
      events: [event('sub_joined', '子设备入网', 'Sub-device joined', text(64))],
    },
  },
  {
    code: 'water-leak',
    name: '水浸传感器（网关子设备）',
    nameEn: 'Water-leak sensor (gateway sub-device)',
    category: '家居安全',
    deviceType: 1,
    networkMethod: 4,
    isSubDevice: true,
    imgUrl: '/device-images/water-leak.svg',
    thingsModels: {
      properties: [
        prop('leak', '漏水', 'Water leak', bool(['漏水', 'Leaking'], ['正常', 'Normal']), {
          isHistory: 1,
          alarms: [raises(warning, '=', '1')],
        }),
        battery(),
      ],
      functions: [],
      events: [event('leak_alarm', '漏水报警', 'Water-leak alarm', text(64), [raises(warning)])],
    },
  },
  {
    code: 'camera',
    name: '看护摄像头',
    nameEn: 'Care camera',
    category: '视频看护',
    deviceType: 3,
    networkMethod: 1,
    isAuthorize: true,
    imgUrl: '/device-images/camera.svg',
    thingsModels: {
      properties: [
        prop(STREAM_URL_PROPERTY, '视频地址', 'Video address', text(256)),
        prop(
          'motion',
          '移动侦测',
          'Motion detection',
          bool(['有移动', 'Movement'], ['无移动', 'No movement']),
          { isHistory: 1 },
        ),
      ],
      functions: [
        fn('privacy', '隐私模式', 'Privacy mode', bool(['开启', 'On'], ['关闭', 'Off'])),
        fn(
          'ptz',
          '云台转动',
          'Pan/tilt',
          enumOf([
            ['up', '上', 'Up'],
            ['down', '下', 'Down'],
            ['left', '左', 'Left'],
            ['right', '右', 'Right'],
          ]),
        ),
        fn(
          'night_vision',
          '夜视',
          'Night vision',
          enumOf(
            [
              ['auto', '自动', 'Auto'],
              ['on', '开', 'On'],
              ['off', '关', 'Off'],
            ],
            'select',
          ),
        ),
      ],
      events: [event('motion_detected', '检测到移动', 'Motion detected', text(64))],
    },
  },
  {
    // Mobile monitoring: the user's own phone reports from the browser while the page is open.
    code: 'phone',
    name: '手机',
    nameEn: 'Phone',
    category: '手机监控',
    deviceType: 1,
    networkMethod: 1,
    imgUrl: '/device-images/health-watch.svg',
    thingsModels: {
      properties: [
        prop('location', '位置', 'Location', location, { isHistory: 1 }),
        battery(),
        prop('charging', '充电中', 'Charging', bool(['充电中', 'Charging'], ['未充电', 'Not charging'])),
        prop('motion', '加速度', 'Acceleration', num('decimal', 0, 200, 0.01, 'm/s²'), chart),
      ],
      functions: [],
      events: [],
    },
  },
];
