import { alertsPaths } from './alerts/paths.ts';
import { assessmentPaths } from './assessments/paths.ts';
import { auditPaths } from './audit/paths.ts';
import { devicesPaths } from './devices/paths.ts';
import { groupsPaths } from './groups/paths.ts';
import { linkingPaths } from './linking/paths.ts';
import { logsPaths } from './logs/paths.ts';
import { monitoringPaths } from './monitoring/paths.ts';
import { deviceHttpPaths, emqxPaths } from './mqtt/paths.ts';
import { newsPaths } from './news/paths.ts';
import { otaPaths } from './ota/paths.ts';
import { productsPaths } from './products/paths.ts';
import { scenesPaths } from './scenes/paths.ts';
import { sharesPaths } from './shares/paths.ts';
import { socialServicesPaths } from './social-services/paths.ts';
import { timersPaths } from './timers/paths.ts';

/**
 * Every REST path, spelled once (docs/architecture.md "No magic strings"). Paths are those of
 * docs/product.md "API calls"; the server mounts them under API_PREFIX, the web request layer prefixes them
 * the same way.
 */
export const API_PREFIX = '/api';

export const ApiPath = {
  captchaImage: '/captchaImage',
  login: '/login',
  logout: '/logout',
  register: '/iot/tool/register',
  authOptions: '/auth/options',
  smsLoginCaptcha: '/notify/smsLoginCaptcha',
  smsLogin: '/auth/sms/login',
  wechatMobileLogin: '/wechat/mobileLogin',
  wechatBind: '/wechat/bind',
  wechatCancelBind: '/wechat/cancelBind',
  bindLogin: '/auth/bind/login',
  bindRegister: '/auth/bind/register',
  profile: '/system/user/profile',
  updatePassword: '/system/user/profile/updatePwd',
  avatar: '/system/user/profile/avatar',
  confirmCode: '/system/user/profile/confirmCode',
  upload: '/common/upload',
  unsubscribe: '/unsubscribe',
  userPreferences: '/system/user/preferences',
  appInfo: '/app/info',
  health: '/health',
  openapi: '/openapi.json',
  ...socialServicesPaths,
  ...newsPaths,
  ...assessmentPaths,
  ...productsPaths,
  ...devicesPaths,
  ...linkingPaths,
  ...groupsPaths,
  ...sharesPaths,
  ...timersPaths,
  ...scenesPaths,
  ...alertsPaths,
  ...otaPaths,
  ...logsPaths,
  ...monitoringPaths,
  ...auditPaths,
  ...emqxPaths,
  ...deviceHttpPaths,
} as const;
export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];

/** Calls that never carry the Bearer header (docs/product.md "API calls"). */
export const ANONYMOUS_PATHS: readonly string[] = [ApiPath.captchaImage, ApiPath.login, ApiPath.register];

export const UPLOADS_PREFIX = '/uploads/';
export const MQTT_WS_PATH = '/mqtt';
