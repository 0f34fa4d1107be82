import {
  COMMAND_ORIGIN,
  DEVICE_LOG_TYPE,
  type DeviceLog,
  findModel,
  formatValue,
  type ThingsModelSet,
} from '@linli/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format.ts';

const COMMAND_STATUSES = ['sent', 'replied', 'timeout', 'shadow', 'delivered', 'offline'] as const;

/** Who or what sent a command: a person in the app, or a timer or scene they set up (by name). */
function sentBy(log: DeviceLog, t: TFunction<'logs'>): string {
  if (log.source !== 'command' || log.origin === '') return '';
  if (log.origin === COMMAND_ORIGIN.app)
    return log.byName ? t('log.by.app', { name: log.byName }) : t('log.by.appUnknown');
  return t(`log.by.${log.origin}`, { origin: log.originName, name: log.byName || '—' });
}

/**
 * A logged value as the device page says it ("51 %", "北纬 22.56°、东经 114.04° 附近"), when the entry is one item of
 * the product's thing model; anything else (several items, a command's payload, no model yet) as logged.
 */
function valueText(log: DeviceLog, model: ThingsModelSet | undefined, language: string): string {
  const item = model && findModel(model, log.identify);
  return (item && formatValue(item.datatype, log.logValue, language)) || log.logValue;
}

/** One log entry: type (text tag), what it concerns, its value, remark or command result, and when. */
export function LogRow({ log, model }: { log: DeviceLog; model?: ThingsModelSet | undefined }) {
  const { t, i18n } = useTranslation('logs');
  const value = valueText(log, model, i18n.language);
  const status = COMMAND_STATUSES.find((s) => s === log.remark);
  const remark = log.source === 'command' && status ? t(`log.status.${status}`) : log.remark;
  const by = sentBy(log, t);
  const connection = log.logType === DEVICE_LOG_TYPE.online || log.logType === DEVICE_LOG_TYPE.offline;
  return (
    <li
      className="kit-card kit-card--compact"
      data-testid={`log-row-${log.source}-${log.logId}`}
      data-type={log.logType}
    >
      <div className="lg-row__head">
        <span className={`lg-tag lg-tag--${log.logType}`}>{t(`types.${log.logType}`)}</span>
        <time className="lg-row__time" dateTime={log.createTime}>
          {formatTime(log.createTime)}
        </time>
      </div>
      {/* A connection entry is said by its tag (设备上线); its identifier and status code mean nothing to people. */}
      {!connection && (
        <p className="lg-row__what">
          <strong>{log.modelName || log.identify}</strong>
          {value && <span className="lg-row__value">{value}</span>}
        </p>
      )}
      {by && (
        <p className="lg-row__remark" data-testid={`log-row-by-${log.logId}`}>
          {by}
        </p>
      )}
      {remark && <p className="lg-row__remark">{t('log.remark', { remark })}</p>}
    </li>
  );
}
