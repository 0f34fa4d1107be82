import { socialServicesRoutes } from '@linli/contracts';
import { TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../../../features/common/hooks/useRequireLogin.ts';
import { GroupKindTag } from '../../../features/social-services/components/GroupBits.tsx';
import { LocationCard } from '../../../features/social-services/components/LocationCard.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { ContactPhone, DetailCover, StickyAction } from './ServiceDetailParts.tsx';
import '../../../features/social-services/groups.css';

/** /pagesC/group/detail?id= a group: what it does, who leads it, where; join, ask for help, offer a skill. */
export default function GroupDetailScreen() {
  const { t } = useTranslation('socialServices');
  const id = useNumberParam('id') ?? 0;
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const query = useData(socialServicesRoutes.group, { params: { id } }, { enabled: id > 0 });
  const open = (to: string) => requireLogin(() => go(to), to);
  const applyPath = (kind: 'join' | 'help') => withQuery(paths.groupApply, { id: String(id), kind });

  return (
    <>
      <PageHeader title={t('group.detailTitle')} />
      <div className="ss-page">
        <QueryData
          query={query}
          missing={id === 0}
          missingText={t('group.missingGroup')}
          testId="group-detail"
        >
          {(g) => (
            <>
              <DetailCover
                cover={g.cover}
                fallback={
                  <span className="kit-icon-disc" aria-hidden="true">
                    <TeamOutline />
                  </span>
                }
              />
              <section className="kit-card ss-card">
                <h2 data-testid="group-name">{g.name}</h2>
                <span className="ss-project__meta">
                  <GroupKindTag kind={g.kind} />
                  <span data-testid="group-members">{t('group.members', { count: g.memberCount })}</span>
                  {g.status === 'closed' && (
                    <span className="ss-tag ss-tag--accent">{t('group.closedTag')}</span>
                  )}
                </span>
                <p className="ss-prose">{g.summary}</p>
              </section>
              {g.status === 'open' && (
                <nav className="ss-actions" aria-label={t('group.applyTitle')}>
                  <button
                    type="button"
                    className="ss-button ss-button--ghost"
                    onClick={() => open(applyPath('help'))}
                    data-testid="group-help"
                  >
                    {t('group.help')}
                  </button>
                  <button
                    type="button"
                    className="ss-button ss-button--ghost"
                    onClick={() => open(withQuery(paths.groupSkill, { groupId: String(id) }))}
                    data-testid="group-skill"
                  >
                    {t('group.skill')}
                  </button>
                </nav>
              )}
              {g.description && (
                <section className="kit-card ss-card">
                  <p className="ss-prose">{g.description}</p>
                </section>
              )}
              <section className="kit-card ss-card">
                <dl className="ss-dl">
                  {g.services.length > 0 && (
                    <>
                      <dt>{t('group.services')}</dt>
                      <dd className="ss-project__meta">
                        {g.services.map((s) => (
                          <span key={s} className="ss-tag">
                            {s}
                          </span>
                        ))}
                      </dd>
                    </>
                  )}
                  {g.leader && (
                    <>
                      <dt>{t('group.leader')}</dt>
                      <dd>{g.leader}</dd>
                    </>
                  )}
                  <ContactPhone phone={g.contactPhone} testId="group-call" />
                </dl>
              </section>
              {g.address && (
                <LocationCard
                  address={g.address}
                  latitude={g.latitude}
                  longitude={g.longitude}
                  title={g.name}
                />
              )}
              <StickyAction
                enabled={g.status === 'open'}
                label={g.status === 'open' ? t('group.join') : t('group.closed')}
                onClick={() => open(applyPath('join'))}
                testId="group-join"
              />
            </>
          )}
        </QueryData>
      </div>
    </>
  );
}
