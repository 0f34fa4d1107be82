import type { GroupApplication } from '@linli/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../common/dateTime.ts';
import { GroupStatusBadge } from './StatusBadge.tsx';

/**
 * One group or skill application: what was asked, of which group, its status and the reviewer's note.
 * Staff see the contact too, and get the review panel as children while it is pending.
 */
export function GroupApplicationCard({
  item,
  staff = false,
  children,
}: {
  item: GroupApplication;
  staff?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('socialServices');
  const group = item.groupName || t('group.anyGroupShort');
  return (
    <article className="kit-card ss-card" data-testid={`group-application-${item.id}`}>
      <div className="ss-section-head">
        <h3 className="ss-project__title">{t(`group.${item.kind}`)}</h3>
        <GroupStatusBadge status={item.status} testId={`group-application-${item.id}-status`} />
      </div>
      <p className="ss-group-app__group">{group}</p>
      {item.skill && (
        <p className="ss-muted">{t('format.labelled', { label: t('group.skillName'), value: item.skill })}</p>
      )}
      <p className="ss-prose">{item.content}</p>
      {item.availableTime && (
        <p className="ss-muted">{t('group.availableAt', { time: item.availableTime })}</p>
      )}
      {staff && (
        <p className="ss-muted">
          {t('format.labelled', { label: t('group.contactName'), value: item.contactName })}{' '}
          <a className="ss-link" href={`tel:${item.contactPhone}`}>
            {item.contactPhone}
          </a>
        </p>
      )}
      <p className="ss-muted">{t('group.submittedAt', { date: formatDateTime(item.createdAt) })}</p>
      {item.status !== 'pending' && (
        <div className="ss-timeline__note" data-testid={`group-application-${item.id}-review`}>
          <p className="ss-muted">
            {t('group.reviewedBy', { name: item.reviewerName, date: formatDateTime(item.reviewedAt) })}
          </p>
          {item.reviewNote && <p className="ss-prose">{item.reviewNote}</p>}
        </div>
      )}
      {children}
    </article>
  );
}
