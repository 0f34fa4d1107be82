import fs from 'node:fs';
import path from 'node:path';

/**
 * The word lists behind the tour's text checks (tour-checks.ts): which Latin words a zh-CN screen may show,
 * and which enum values of the contracts must never reach a screen as they are.
 */

/**
 * Latin words a zh-CN screen may show: units, standards, protocols, brands and app names, compared without
 * regard to case. Everything else in Latin script on a zh-CN screen is a finding unless the data holds it.
 */
export const LATIN_ALLOWED: readonly string[] = [
  // units
  'kg',
  'g',
  'mg',
  'cm',
  'mm',
  'km',
  'm',
  'ml',
  'l',
  'kwh',
  'wh',
  'w',
  'kw',
  'v',
  'mv',
  'a',
  'ma',
  'mah',
  'hz',
  'khz',
  'mhz',
  'ghz',
  'db',
  'dbm',
  'ms',
  's',
  'min',
  'h',
  'bpm',
  'mmhg',
  'kpa',
  'mmol',
  'lux',
  'lx',
  'ppm',
  'ppb',
  'kb',
  'mb',
  'gb',
  'tb',
  'bps',
  'kbps',
  'mbps',
  'rh',
  'ug',
  'μg',
  'fps',
  'px',
  'dpi',
  // standards, protocols and formats
  'gb/t',
  // MZ/T 039-2013, the ministry standard the elderly-ability validity rule names (assessments/validity.ts)
  'mz/t',
  't',
  'iso',
  'iec',
  'ieee',
  'pdf',
  'csv',
  'json',
  'xlsx',
  'excel',
  'png',
  'gif',
  'webp',
  'svg',
  'heic',
  'wgs',
  'cron',
  'jpg',
  'jpeg',
  'zip',
  'bin',
  'sos',
  'wi-fi',
  'wifi',
  'wlan',
  'iot',
  'mqtt',
  'mqtts',
  'ota',
  'qr',
  'id',
  'ip',
  'mac',
  'imei',
  'iccid',
  'sim',
  'gps',
  'sms',
  'url',
  'http',
  'https',
  'api',
  'tcp',
  'udp',
  'tls',
  'ssl',
  'ble',
  'bluetooth',
  'nfc',
  'usb',
  'led',
  'lcd',
  'ai',
  'pm',
  'co',
  'tvoc',
  'aqi',
  'hcho',
  'ecg',
  'spo',
  'bmi',
  'adl',
  'iadl',
  'mmse',
  'zigbee',
  'lora',
  'nb-iot',
  'lte',
  'rtsp',
  'rtmp',
  'hls',
  'flv',
  'webrtc',
  'onvif',
  'h',
  'sn',
  'pin',
  'cpu',
  'ram',
  'rom',
  'app',
  'ios',
  'android',
  'pwa',
  'sdk',
  'aes',
  'rsa',
  'sha',
  'md',
  'utc',
  'gmt',
  'cst',
  'ntp',
  'emqx',
  'modbus',
  'rs',
  'ttl',
  'uuid',
  // brands, products and app names
  'linli',
  'fastbee',
  'esp',
  'arduino',
  'wechat',
  'alipay',
  'chrome',
  'safari',
  'iphone',
  'ipad',
  'huawei',
  'xiaomi',
  'mi',
  'harmonyos',
  'windows',
  'macos',
  'linux',
  'github',
  'postgresql',
  'sqlite',
  'mosquitto',
];

const LATIN_SET = new Set(LATIN_ALLOWED.map((w) => w.toLowerCase()));
export const isLatinAllowed = (word: string) => LATIN_SET.has(word.toLowerCase());

/**
 * Words that happen to be enum values but are ordinary English too short or too common to mean a raw value
 * when standing alone in English text ("all" on a filter chip is a label, "all" in a status column is not
 * told apart from it by text alone).
 */
const ENUM_ENGLISH = new Set(['all', 'mine', 'help', 'join']);

/**
 * Every enum value the contracts declare (string literals inside `z.enum([...])` and `[...] as const` arrays
 * under packages/contracts/src), lower-case ASCII of three or more letters: shown alone on a screen, such a
 * value is the data's own word where a translated label belongs.
 */
export function contractEnumValues(): string[] {
  const root = path.resolve(import.meta.dirname, '../../packages/contracts/src');
  const values = new Set<string>();
  const arrays = /z\.enum\(\s*\[([^\]]*)\]|\[([^\]]*)\]\s*as const/g;
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(arrays)) {
      for (const literal of (match[1] ?? match[2] ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)) {
        const value = literal[1] ?? literal[2] ?? '';
        if (/^[a-z][a-z0-9_.-]{2,}$/.test(value) && !ENUM_ENGLISH.has(value)) values.add(value);
      }
    }
  }
  return [...values].sort();
}
