import type { ServiceRecord } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { formatDateTime } from '../../common/dateTime.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { formatCoordinates } from '../../devices/index.ts';

/** A compact service-record row (service list); opens the record's details. */
export function RecordRow({ record }: { record: ServiceRecord }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  return (
    <button
      type="button"
      className="kit-card ss-card"
      onClick={() => go(withQuery(paths.socialServicesRecordDetail, { id: String(record.id) }))}
      data-testid={`record-${record.id}`}
    >
      <span className="ss-section-head">
        <strong>
          {record.personName} · {t(`record.${record.kind}`)}
        </strong>
        <span className="ss-tag">{record.categoryName}</span>
      </span>
      <span className="ss-project__summary">{record.content}</span>
      <span className="ss-project__meta">
        {record.serviceDate} · {t('record.minutes', { count: record.durationMinutes })} ·{' '}
        {t('record.worker', { name: record.workerName })}
      </span>
    </button>
  );
}

/** Everything a record holds (detail list): where a home visit checked in, its photos, the follow-up plan. */
export function RecordDetailCard({ record }: { record: ServiceRecord }) {
  const { t, i18n } = useTranslation('socialServices');
  return (
    <article className="kit-card ss-card" data-testid={`record-detail-${record.id}`}>
      <div className="ss-section-head">
        <h2>{t(`record.${record.kind}`)}</h2>
        <span className="ss-tag">{record.categoryName}</span>
      </div>
      <dl className="ss-dl">
        <dt>{t('record.person')}</dt>
        <dd>{record.personName}</dd>
        <dt>{t('record.date')}</dt>
        <dd>{record.serviceDate}</dd>
        <dt>{t('record.duration')}</dt>
        <dd>{record.durationMinutes}</dd>
        <dt>{t('record.content')}</dt>
        <dd className="ss-prose">{record.content}</dd>
        {record.outcome && (
          <>
            <dt>{t('record.outcomeView')}</dt>
            <dd className="ss-prose">{record.outcome}</dd>
          </>
        )}
        {record.location && (
          <>
            <dt>{t('record.address')}</dt>
            <dd data-testid="record-location">
              {record.location.address ||
                formatCoordinates(record.location.latitude, record.location.longitude, i18n.language)}
            </dd>
          </>
        )}
        {record.checkInAt && (
          <>
            <dt>{t('record.checkInAt')}</dt>
            <dd>{formatDateTime(record.checkInAt)}</dd>
          </>
        )}
        {record.followUpMethod && (
          <>
            <dt>{t('record.method')}</dt>
            <dd>{t(`record.${record.followUpMethod}`)}</dd>
          </>
        )}
        {record.nextFollowUpDate && (
          <>
            <dt>{t('record.nextDateView')}</dt>
            <dd>{record.nextFollowUpDate}</dd>
          </>
        )}
      </dl>
      {record.photos.length > 0 && (
        <div className="ss-photos" data-testid="record-photos">
          {record.photos.map((url, i) => (
            <a key={url} className="ss-photo" href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={`${t('record.photos', { max: record.photos.length })} ${i + 1}`} />
            </a>
          ))}
        </div>
      )}
      <p className="ss-muted">{t('record.worker', { name: record.workerName })}</p>
    </article>
  );
}
