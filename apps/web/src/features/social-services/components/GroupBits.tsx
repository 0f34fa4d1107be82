import type { GroupKind, ServiceGroup } from '@linli/contracts';
import { TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { CoverCard } from './CoverCard.tsx';

export function GroupKindTag({ kind }: { kind: GroupKind }) {
  const { t } = useTranslation('socialServices');
  return <span className={`ss-tag ss-group-kind--${kind}`}>{t(`group.${kind}`)}</span>;
}

/** A row of the group index; opens the group's details. */
export function GroupCard({ group }: { group: ServiceGroup }) {
  const { t } = useTranslation('socialServices');
  return (
    <CoverCard
      cover={group.cover}
      noCover={
        <span className="ss-project__cover ss-project__cover--icon kit-icon-disc" aria-hidden="true">
          <TeamOutline />
        </span>
      }
      title={group.name}
      summary={group.summary}
      meta={
        <>
          <GroupKindTag kind={group.kind} />
          <span>{t('group.members', { count: group.memberCount })}</span>
          {group.status === 'closed' && <span className="ss-tag ss-tag--accent">{t('group.closedTag')}</span>}
        </>
      }
      detailPath={withQuery(paths.groupDetail, { id: String(group.id) })}
      testId={`group-${group.id}`}
    />
  );
}
