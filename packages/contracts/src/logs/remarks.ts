import type { Language } from '../common/language.ts';

/**
 * Remarks the server writes on device-log rows, stored as a code and shown in the reader's language (the
 * log list answers them translated).
 */
export const LOG_REMARK = {
  /**
   * A report named an identifier the device's thing model lacks: nothing of it was stored or shown, and this
   * row says why (docs/devices.md "Reports the thing model does not know").
   */
  unknownIdentifier: 'unknown_identifier',
} as const;
export type LogRemark = (typeof LOG_REMARK)[keyof typeof LOG_REMARK];

const LOG_REMARK_TEXT: Record<LogRemark, Record<Language, string>> = {
  unknown_identifier: {
    'zh-CN': '未知标识符：物模型中没有，未保存',
    'en-US': 'Unknown identifier: not in the thing model, not stored',
  },
};

/** A stored remark as the reader sees it: a code translated, anything else (an owner's note) as written. */
export function logRemarkText(remark: string, language: Language): string {
  return Object.hasOwn(LOG_REMARK_TEXT, remark) ? LOG_REMARK_TEXT[remark as LogRemark][language] : remark;
}
