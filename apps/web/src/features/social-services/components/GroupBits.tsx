import type { GroupApplicationStatus, GroupKind, ServiceGroup } from '@linli/contracts';
import { CheckCircleOutline, ClockCircleOutline, CloseCircleOutline, TeamOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

const ICONS: Record<GroupApplicationStatus, ReactNode> = {
  pending: <ClockCircleOutline />,
  approved: <CheckCircleOutline />,
  rejected: <CloseCircleOutline />,
};

/**
 * A group application's status in words with its own icon (colour only reinforces,
 * docs/architecture.md "Elder mode").
 */
export function GroupStatusBadge({ status, testId }: { status: GroupApplicationStatus; testId?: string }) {
  const { t } = useTranslation('socialServices');
  return (
    <span className={`ss-status ss-status--${status}`} data-testid={testId} data-status={status}>
      <span className="ss-status__icon" aria-hidden="true">
        {ICONS[status]}
      </span>
      {t(`group.${status}`)}
    </span>
  );
}

export function GroupKindTag({ kind }: { kind: GroupKind }) {
  const { t } = useTranslation('socialServices');
  return <span className={`ss-tag ss-group-kind--${kind}`}>{t(`group.${kind}`)}</span>;
}

/** A row of the group index; opens the group's details. */
export function GroupCard({ group }: { group: ServiceGroup }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  return (
    <button
      type="button"
      className="ss-card ss-project"
      onClick={() => go(withQuery(paths.groupDetail, { id: String(group.id) }))}
      data-testid={`group-${group.id}`}
    >
      {group.cover ? (
        <img className="ss-project__cover" src={group.cover} alt="" loading="lazy" />
      ) : (
        <span className="ss-project__cover ss-project__cover--icon ss-cat-icon" aria-hidden="true">
          <TeamOutline />
        </span>
      )}
      <span className="ss-project__body">
        <span className="ss-project__title">{group.name}</span>
        <span className="ss-project__summary">{group.summary}</span>
        <span className="ss-project__meta">
          <GroupKindTag kind={group.kind} />
          <span>{t('group.members', { count: group.memberCount })}</span>
          {group.status === 'closed' && <span className="ss-tag ss-tag--accent">{t('group.closedTag')}</span>}
        </span>
      </span>
    </button>
  );
}
