import { type ApplicationSummary, centreDate, isOverdue } from '@linli/contracts';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { formatDateTime } from '../../common/dateTime.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * A row of the appointment history or the staff inbox; opens the request's details and timeline. Every row
 * says when it was sent; staff see the ones past their day flagged in words and an icon, not colour alone.
 */
export function ApplicationCard({ item, staff = false }: { item: ApplicationSummary; staff?: boolean }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const served =
    item.servedType === 'family'
      ? t('format.withRelation', { name: item.servedName, relation: item.servedRelation })
      : t('apply.self');
  const overdue = staff && isOverdue(item, centreDate(new Date()));
  return (
    <button
      type="button"
      className="kit-card ss-card"
      onClick={() => go(withQuery(paths.socialServicesApplication, { id: String(item.id) }))}
      data-testid={`application-${item.id}`}
    >
      <span className="ss-section-head">
        <span className="ss-project__title">{item.projectTitle}</span>
        <StatusBadge status={item.status} testId={`application-${item.id}-status`} />
      </span>
      {staff && (
        <span>{t('format.labelled', { label: t('detail.applicant'), value: item.applicantName })}</span>
      )}
      <span className="ss-muted">{t('history.for', { name: served })}</span>
      {item.scheduledDate ? (
        <span>{t('history.scheduledAt', { date: item.scheduledDate, time: item.scheduledTime ?? '' })}</span>
      ) : (
        <span className="ss-muted">
          {t('history.preferred', { date: item.preferredDate, slot: t(`slot.${item.preferredSlot}`) })}
        </span>
      )}
      <span className="ss-muted" data-testid={`application-${item.id}-sent`}>
        {t('history.submittedAt', { date: formatDateTime(item.createdAt) })}
      </span>
      {overdue && (
        <span className="ss-overdue" data-testid={`application-${item.id}-overdue`}>
          <ClockCircleOutline aria-hidden="true" /> {t('history.overdue')}
        </span>
      )}
      {item.rating !== null && <span>{t('history.rated', { rating: item.rating })}</span>}
    </button>
  );
}
