import path from 'node:path';
import {
  DEFAULT_CENTRE_POSITION,
  DEFAULT_MAP_TILE_SUBDOMAINS,
  DEFAULT_MAP_TILE_URL,
  MAP_TILE_COORDS,
} from '@linli/contracts';
import { z } from 'zod';
import { SERVER_ROOT } from '../platform/server-root.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Every environment variable the server reads, with its default. The README lists the same table;
 * keep the two in step.
 */
export const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().default('127.0.0.1'),
  MQTT_PORT: port.default(1883),
  // The largest MQTT packet a logged-in client may send (a device report, a command), in KiB; before login
  // only a CONNECT fits. And how many MQTT connections one address may hold at once (a centre's devices may
  // all be behind one router).
  MQTT_MAX_PACKET_KIB: z.coerce.number().int().min(16).max(65_536).default(256),
  MQTT_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  MQTT_URL: z.string().url().optional(),
  // Scale-out (docs/deploy.md): the PostgreSQL schema of this deployment, the secret EMQX sends to the
  // HTTP auth endpoints, the shared-subscription group and this node's name in its broker client ids.
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .optional(),
  MQTT_AUTH_SECRET: z.string().min(16).optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('linli'),
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  CAPTCHA_ENABLED: bool.default(true),
  SEED_DEMO: bool.default(true),
  JWT_SECRET: z.string().min(32).optional(),
  // The key of credentials kept encrypted at rest (product MQTT passwords and secrets), any text of 32
  // characters or more. Unset: derived from JWT_SECRET when that is set, else generated into
  // DATA_DIR/secrets-key on first start (platform/secrets.ts).
  SECRETS_KEY: z.string().min(32).optional(),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(1440),
  WEB_DIST: z.string().optional(),
  /** The address devices and browsers reach this server at (firmware download URLs); default http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  SMS_GATEWAY_SECRET: z.string().optional(),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  // Alert texts one account may receive in 24 hours; the rest are held back, recorded and audited.
  ALERT_SMS_DAILY_LIMIT: z.coerce.number().int().min(1).default(20),
  // A device's critical alarm nobody takes on within this many seconds is escalated: its people are texted
  // again and the centre's duty phones (comma-separated) are told.
  ALERT_ESCALATE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // When set, the silence after which every safety device whose product has an offline alarm warns its
  // people, in seconds, instead of the product's own minutes (a drill, a test run). Unset: the product's.
  ALERT_OFFLINE_SECONDS: z.coerce.number().int().min(5).max(86_400).optional(),
  ALERT_DUTY_PHONES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^1[3-9]\d{9}$/, 'a mainland mobile number'))),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  CONTACT_PHONE: z.string().default('0755-8888 6666'),
  CONTACT_ADDRESS: z.string().default('深圳市福田区福中三路 1006 号 · 1006 Fuzhong 3rd Rd, Futian, Shenzhen'),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  // Days raw property readings are kept; older ones are rolled up into hourly min/max/avg/count rows.
  HISTORY_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Device linking: the map pickers' tile server ({z}/{x}/{y}, {s} one of MAP_TILE_SUBDOMAINS) and the datum
  // its tiles are drawn in (docs/deploy.md "Map tiles"), where the centre is (WGS-84 "longitude,latitude"),
  // the Wi-Fi provisioning address a device in network-setup mode answers at, and the origins the app may
  // call for provisioning (CSP).
  MAP_TILE_URL: z.string().default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_SUBDOMAINS: z
    .string()
    .regex(/^[0-9a-z]+$/, 'letters or digits, one per subdomain')
    .default(DEFAULT_MAP_TILE_SUBDOMAINS),
  MAP_TILE_COORDS: z.enum(MAP_TILE_COORDS).default('gcj02'),
  MAP_ATTRIBUTION: z.string().default('© 高德地图 AutoNavi'),
  CENTRE_POSITION: z
    .string()
    .default(`${DEFAULT_CENTRE_POSITION.lng},${DEFAULT_CENTRE_POSITION.lat}`)
    .transform((text, ctx) => {
      const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
      const lng = Number(match?.[1]);
      const lat = Number(match?.[2]);
      if (match && Math.abs(lng) <= 180 && Math.abs(lat) <= 90) return { lng, lat };
      ctx.addIssue({ code: 'custom', message: '"longitude,latitude" in degrees (WGS-84)' });
      return z.NEVER;
    }),
  PROVISIONING_ADDRESS: z.string().url().default('http://192.168.4.1'),
  PROVISIONING_ORIGINS: z.string().default('http://192.168.4.1'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  webDist: string;
  sqliteFile: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.SMS_PROVIDER === 'http' && (!values.SMS_GATEWAY_URL || !values.SMS_GATEWAY_SECRET)) {
    throw new ConfigError('SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_SECRET');
  }
  // Several nodes on one database each verify the others' login tokens: a per-node generated key would not do.
  if (values.MQTT_URL && values.DATABASE_URL && !values.JWT_SECRET) {
    throw new ConfigError('DATABASE_URL with MQTT_URL (scale-out) needs JWT_SECRET, the same on every node');
  }
  if (values.MQTT_URL && !/^mqtts?:$/.test(new URL(values.MQTT_URL).protocol)) {
    throw new ConfigError('MQTT_URL must be mqtt://host:port or mqtts://host:port');
  }
  if (values.WECHAT_APP_ID && !values.WECHAT_APP_SECRET) {
    throw new ConfigError('WECHAT_APP_ID needs WECHAT_APP_SECRET');
  }
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the person typed `npm start`,
  // so a relative DATA_DIR means the same folder whichever way the server was started.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR);
  const repoRoot = path.resolve(SERVER_ROOT, '../..');
  return {
    ...values,
    dataDir,
    sqliteFile: path.join(dataDir, 'linli.db'),
    webDist: path.resolve(values.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
