import type { DeviceLog } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format.ts';

const COMMAND_STATUSES = ['sent', 'replied', 'timeout', 'shadow', 'delivered', 'offline'] as const;

/** One log entry: type (text tag), what it concerns, its value, remark or command result, and when. */
export function LogRow({ log }: { log: DeviceLog }) {
  const { t } = useTranslation('logs');
  const status = COMMAND_STATUSES.find((s) => s === log.remark);
  const remark = log.source === 'command' && status ? t(`log.status.${status}`) : log.remark;
  return (
    <li className="lg-row" data-testid={`log-row-${log.source}-${log.logId}`} data-type={log.logType}>
      <div className="lg-row__head">
        <span className={`lg-tag lg-tag--${log.logType}`}>{t(`types.${log.logType}`)}</span>
        <time className="lg-row__time" dateTime={log.createTime}>
          {formatTime(log.createTime)}
        </time>
      </div>
      <p className="lg-row__what">
        <strong>{log.modelName || log.identify}</strong>
        {log.logValue && <span className="lg-row__value">{log.logValue}</span>}
      </p>
      {remark && <p className="lg-row__remark">{t('log.remark', { remark })}</p>}
    </li>
  );
}
