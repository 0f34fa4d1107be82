import { alertsErrorMessages, alertsFieldLabels } from '../alerts/errors.ts';
import { assessmentErrorMessages, assessmentFieldLabels } from '../assessments/errors.ts';
import { devicesErrorMessages, devicesFieldLabels } from '../devices/errors.ts';
import { linkingErrorMessages, linkingFieldLabels } from '../linking/errors.ts';
import { logsErrorMessages, logsFieldLabels } from '../logs/errors.ts';
import { monitoringErrorMessages, monitoringFieldLabels } from '../monitoring/errors.ts';
import { newsFieldLabels } from '../news/errors.ts';
import { otaErrorMessages, otaFieldLabels } from '../ota/errors.ts';
import { productErrorMessages, productFieldLabels } from '../products/errors.ts';
import { scenesErrorMessages, scenesFieldLabels } from '../scenes/errors.ts';
import { sharesErrorMessages, sharesFieldLabels } from '../shares/errors.ts';
import { socialServicesErrorMessages, socialServicesFieldLabels } from '../social-services/errors.ts';
import { timersErrorMessages, timersFieldLabels } from '../timers/errors.ts';
import type { ErrorCode } from './error-codes.ts';
import type { Language } from './language.ts';

/**
 * Server-side messages in both languages, keyed by ErrorCode. `{field}`, `{min}`, `{max}`, `{minutes}`,
 * `{seconds}` are filled in by formatMessage. A parity test keeps the two catalogues in step.
 */
const commonErrorMessages = {
  'zh-CN': {
    FIELD_REQUIRED: '{field}不能为空',
    FIELD_INVALID: '{field}格式不正确',
    FIELD_TOO_LONG: '{field}不能超过{max}个字符',
    FIELD_TOO_SHORT: '{field}不能少于{min}个字符',
    FIELD_OUT_OF_RANGE: '{field}必须在{min}到{max}之间',
    NUMBER_TOO_SMALL: '{field}不能小于{min}',
    NUMBER_TOO_LARGE: '{field}不能大于{max}',
    FIELD_TOO_FEW: '{field}至少需要{min}项',
    FIELD_TOO_MANY: '{field}最多{max}项',
    BODY_INVALID: '请求内容格式不正确',
    NOT_FOUND: '请求的资源不存在',
    INTERNAL: '服务器开小差了，请稍后再试',
    RATE_LIMITED: '操作太频繁，请{seconds}秒后再试',
    SERVICE_BUSY: '服务繁忙，请稍后再试',
    LOGIN_REQUIRED: '登录状态已过期，请重新登录',
    FORBIDDEN: '没有权限进行此操作',
    ACCOUNT_EMPTY: '账号信息不能为空',
    USERNAME_TOO_SHORT: '用户名长度必须大于4个字符',
    USERNAME_TOO_LONG: '用户名不能超过20个字符',
    USERNAME_INVALID: '用户名只能包含字母、数字、下划线和中文',
    PASSWORD_TOO_SHORT: '密码至少需要8个字符',
    PASSWORD_TOO_COMMON: '这个密码太常见，很容易被猜到，请换一个',
    PASSWORD_TOO_LONG: '密码不能超过64个字符',
    PASSWORDS_DIFFER: '两次输入的密码不一致',
    PHONE_INVALID: '手机号码格式不正确',
    EMAIL_INVALID: '邮箱格式不正确',
    CODE_INVALID: '请输入6位数字验证码',
    CAPTCHA_REQUIRED: '请输入图形验证码',
    CAPTCHA_WRONG: '图形验证码错误',
    CAPTCHA_EXPIRED: '图形验证码已失效，请刷新',
    BAD_CREDENTIALS: '用户名或密码错误',
    ACCOUNT_LOCKED: '密码错误次数过多，账号已锁定，请{minutes}分钟后再试',
    ACCOUNT_DISABLED: '账号已停用，请联系服务中心',
    USERNAME_TAKEN: '用户名已被注册',
    PHONE_TAKEN: '手机号码已被注册',
    EMAIL_TAKEN: '邮箱已被使用',
    SMS_CODE_WRONG: '短信验证码错误',
    SMS_CODE_EXPIRED: '短信验证码已过期，请重新获取',
    SMS_TOO_SOON: '验证码已发送，请{seconds}秒后重新获取',
    SMS_DAILY_LIMIT: '今日验证码发送次数已达上限，请明天再试',
    SMS_SEND_FAILED: '短信发送失败，请稍后再试',
    USER_NOT_FOUND: '用户不存在',
    WECHAT_DISABLED: '未启用微信登录',
    WECHAT_CODE_INVALID: '微信授权失败，请重试',
    WECHAT_BIND_EXPIRED: '微信绑定信息已失效，请重新授权',
    WECHAT_ALREADY_BOUND: '该微信已绑定其他账号',
    WECHAT_NOT_BOUND: '账号未绑定微信',
    WECHAT_IDENTITY_UNVERIFIED: '无法确认这个微信是您的，请在邻里网页版的「我的」中绑定微信',
    OLD_PASSWORD_WRONG: '修改密码失败，旧密码错误',
    PASSWORD_WRONG: '密码错误',
    PASSWORD_SAME: '新密码不能与旧密码相同',
    NO_PASSWORD_SET: '账号尚未设置密码，请使用短信验证码登录',
    EXPERIENCE_READ_ONLY: '体验账号不能进行此操作',
    CONFIRM_CODE_NOT_NEEDED: '这个账号用登录密码确认，不需要短信验证码',
    WECHAT_BIND_SIGN_IN_AGAIN: '为了账号安全，请退出后重新登录，再在10分钟内绑定微信',
    PHONE_CHANGE_UNCONFIRMED:
      '更换手机号需要用登录密码或短信验证码确认；这里不能确认的，请在邻里网页版「账号信息」中更换',
    UPLOAD_EMPTY: '请选择要上传的文件',
    UPLOAD_MALFORMED: '上传的内容不完整或格式不对，请重新选择文件上传',
    UPLOAD_TYPE: '不支持的文件类型',
    UPLOAD_TOO_LARGE: '文件不能超过{max}MB',
  },
  'en-US': {
    FIELD_REQUIRED: '{field} cannot be empty',
    FIELD_INVALID: '{field} is not in a valid format',
    FIELD_TOO_LONG: '{field} cannot be longer than {max} characters',
    FIELD_TOO_SHORT: '{field} cannot be shorter than {min} characters',
    FIELD_OUT_OF_RANGE: '{field} must be between {min} and {max}',
    NUMBER_TOO_SMALL: '{field} cannot be less than {min}',
    NUMBER_TOO_LARGE: '{field} cannot be more than {max}',
    FIELD_TOO_FEW: '{field} needs at least {min} items',
    FIELD_TOO_MANY: '{field} can have at most {max} items',
    BODY_INVALID: 'The request body is not valid',
    NOT_FOUND: 'The requested resource does not exist',
    INTERNAL: 'Something went wrong on the server, please try again later',
    RATE_LIMITED: 'Too many attempts, please try again in {seconds} seconds',
    SERVICE_BUSY: 'The service is busy, please try again in a moment',
    LOGIN_REQUIRED: 'Your login has expired, please log in again',
    FORBIDDEN: 'You do not have permission to do this',
    ACCOUNT_EMPTY: 'Account information cannot be empty',
    USERNAME_TOO_SHORT: 'Username must be longer than 4 characters',
    USERNAME_TOO_LONG: 'Username cannot be longer than 20 characters',
    USERNAME_INVALID: 'Username may contain only letters, digits, underscores and Chinese characters',
    PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
    PASSWORD_TOO_COMMON: 'This password is too common and easy to guess; please choose another',
    PASSWORD_TOO_LONG: 'Password cannot be longer than 64 characters',
    PASSWORDS_DIFFER: 'The passwords entered do not match',
    PHONE_INVALID: 'The phone number format is incorrect',
    EMAIL_INVALID: 'The email format is incorrect',
    CODE_INVALID: 'Please enter the 6-digit code',
    CAPTCHA_REQUIRED: 'Please enter the picture code',
    CAPTCHA_WRONG: 'The picture code is wrong',
    CAPTCHA_EXPIRED: 'The picture code has expired, please refresh it',
    BAD_CREDENTIALS: 'Wrong username or password',
    ACCOUNT_LOCKED: 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
    ACCOUNT_DISABLED: 'This account is disabled, please contact the service centre',
    USERNAME_TAKEN: 'This username is already registered',
    PHONE_TAKEN: 'This phone number is already registered',
    EMAIL_TAKEN: 'This email is already in use',
    SMS_CODE_WRONG: 'The SMS code is wrong',
    SMS_CODE_EXPIRED: 'The SMS code has expired, please request a new one',
    SMS_TOO_SOON: 'A code was just sent, you can request another in {seconds} seconds',
    SMS_DAILY_LIMIT: 'The daily limit of codes for this phone is reached, please try tomorrow',
    SMS_SEND_FAILED: 'The SMS could not be sent, please try again later',
    USER_NOT_FOUND: 'The user does not exist',
    WECHAT_DISABLED: 'WeChat login is not enabled',
    WECHAT_CODE_INVALID: 'WeChat authorisation failed, please try again',
    WECHAT_BIND_EXPIRED: 'The WeChat binding has expired, please authorise again',
    WECHAT_ALREADY_BOUND: 'This WeChat account is bound to another account',
    WECHAT_NOT_BOUND: 'This account is not bound to WeChat',
    WECHAT_IDENTITY_UNVERIFIED:
      'Linli cannot confirm this WeChat account is yours: please bind WeChat under Me in the Linli web app',
    OLD_PASSWORD_WRONG: 'Could not change the password: the old password is wrong',
    PASSWORD_WRONG: 'The password is wrong',
    PASSWORD_SAME: 'The new password must differ from the old one',
    NO_PASSWORD_SET: 'This account has no password yet, please log in with an SMS code',
    EXPERIENCE_READ_ONLY: 'The experience account cannot do this',
    CONFIRM_CODE_NOT_NEEDED: 'This account confirms with its password; no SMS code is needed',
    WECHAT_BIND_SIGN_IN_AGAIN:
      'To keep the account safe, log out and log in again, then bind WeChat within 10 minutes',
    PHONE_CHANGE_UNCONFIRMED:
      "Changing the phone number needs your password or an SMS code; where you cannot give one here, change it in Linli's web app under Account",
    UPLOAD_EMPTY: 'Please choose a file to upload',
    UPLOAD_MALFORMED: 'The upload was incomplete or malformed; please choose the file again',
    UPLOAD_TYPE: 'This file type is not supported',
    UPLOAD_TOO_LARGE: 'The file cannot be larger than {max} MB',
  },
};

export const errorMessages: Record<Language, Record<ErrorCode, string>> = {
  'zh-CN': {
    ...commonErrorMessages['zh-CN'],
    ...socialServicesErrorMessages['zh-CN'],
    ...assessmentErrorMessages['zh-CN'],
    ...devicesErrorMessages['zh-CN'],
    ...linkingErrorMessages['zh-CN'],
    ...sharesErrorMessages['zh-CN'],
    ...timersErrorMessages['zh-CN'],
    ...scenesErrorMessages['zh-CN'],
    ...alertsErrorMessages['zh-CN'],
    ...logsErrorMessages['zh-CN'],
    ...monitoringErrorMessages['zh-CN'],
    ...otaErrorMessages['zh-CN'],
    ...productErrorMessages['zh-CN'],
  },
  'en-US': {
    ...commonErrorMessages['en-US'],
    ...socialServicesErrorMessages['en-US'],
    ...assessmentErrorMessages['en-US'],
    ...devicesErrorMessages['en-US'],
    ...linkingErrorMessages['en-US'],
    ...sharesErrorMessages['en-US'],
    ...timersErrorMessages['en-US'],
    ...scenesErrorMessages['en-US'],
    ...alertsErrorMessages['en-US'],
    ...logsErrorMessages['en-US'],
    ...monitoringErrorMessages['en-US'],
    ...otaErrorMessages['en-US'],
    ...productErrorMessages['en-US'],
  },
};

/** Names of request fields as people read them, for messages such as '{field} cannot be empty'. */
const commonFieldLabels = {
  'zh-CN': {
    username: '用户名',
    password: '密码',
    confirmPassword: '确认密码',
    phonenumber: '手机号码',
    phoneNumber: '手机号码',
    email: '邮箱',
    nickName: '昵称',
    code: '验证码',
    smsCode: '短信验证码',
    uuid: '验证码标识',
    oldPassword: '旧密码',
    newPassword: '新密码',
    bindId: '绑定标识',
    sex: '性别',
    file: '文件',
    pageNum: '页码',
    pageSize: '每页条数',
    language: '语言',
    elderMode: '长辈版',
  },
  'en-US': {
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    phonenumber: 'Phone number',
    phoneNumber: 'Phone number',
    email: 'Email',
    nickName: 'Nickname',
    code: 'Code',
    smsCode: 'SMS code',
    uuid: 'Captcha id',
    oldPassword: 'Old password',
    newPassword: 'New password',
    bindId: 'Binding id',
    sex: 'Gender',
    file: 'File',
    pageNum: 'Page number',
    pageSize: 'Page size',
    language: 'Language',
    elderMode: 'Elder mode',
  },
};

export const fieldLabels: Record<Language, Record<string, string>> = {
  'zh-CN': {
    ...commonFieldLabels['zh-CN'],
    ...socialServicesFieldLabels['zh-CN'],
    ...newsFieldLabels['zh-CN'],
    ...assessmentFieldLabels['zh-CN'],
    ...devicesFieldLabels['zh-CN'],
    ...linkingFieldLabels['zh-CN'],
    ...sharesFieldLabels['zh-CN'],
    ...timersFieldLabels['zh-CN'],
    ...scenesFieldLabels['zh-CN'],
    ...alertsFieldLabels['zh-CN'],
    ...logsFieldLabels['zh-CN'],
    ...monitoringFieldLabels['zh-CN'],
    ...otaFieldLabels['zh-CN'],
    ...productFieldLabels['zh-CN'],
  },
  'en-US': {
    ...commonFieldLabels['en-US'],
    ...socialServicesFieldLabels['en-US'],
    ...newsFieldLabels['en-US'],
    ...assessmentFieldLabels['en-US'],
    ...devicesFieldLabels['en-US'],
    ...linkingFieldLabels['en-US'],
    ...sharesFieldLabels['en-US'],
    ...timersFieldLabels['en-US'],
    ...scenesFieldLabels['en-US'],
    ...alertsFieldLabels['en-US'],
    ...logsFieldLabels['en-US'],
    ...monitoringFieldLabels['en-US'],
    ...otaFieldLabels['en-US'],
    ...productFieldLabels['en-US'],
  },
};

export type MessageParams = Record<string, string | number | undefined>;

export function formatMessage(language: Language, code: ErrorCode, params: MessageParams = {}): string {
  const template = errorMessages[language][code];
  const field =
    params.field === undefined ? undefined : (fieldLabels[language][params.field] ?? params.field);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    // A text that exists in both languages (a template's condition) comes once per language: `name:zh-CN`.
    const value = name === 'field' ? field : (params[`${name}:${language}`] ?? params[name]);
    return value === undefined ? '' : String(value);
  });
}
