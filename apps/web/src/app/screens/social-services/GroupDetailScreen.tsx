import { socialServicesRoutes } from '@linli/contracts';
import { PhoneFill, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../../../features/common/hooks/useRequireLogin.ts';
import { GroupKindTag } from '../../../features/social-services/components/GroupBits.tsx';
import { LocationCard } from '../../../features/social-services/components/LocationCard.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesC/group/detail?id= a group: what it does, who leads it, where; join, ask for help, offer a skill. */
export default function GroupDetailScreen() {
  const { t } = useTranslation('socialServices');
  const id = useNumberParam('id') ?? 0;
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const query = useData(socialServicesRoutes.group, { params: { id } }, { enabled: id > 0 });
  const g = query.data;
  const open = (to: string) => requireLogin(() => go(to), to);
  const applyPath = (kind: 'join' | 'help') => withQuery(paths.groupApply, { id: String(id), kind });

  return (
    <>
      <PageHeader title={t('group.detailTitle')} />
      <div className="ss-page">
        <QueryState
          loading={query.isPending && id > 0}
          error={query.isError || id === 0}
          errorText={id === 0 ? t('group.missingGroup') : query.error?.message}
          onRetry={() => void query.refetch()}
          testId="group-detail"
        >
          {g && (
            <>
              {g.cover ? (
                <img className="ss-hero-cover" src={g.cover} alt="" />
              ) : (
                <span className="ss-cat-icon" aria-hidden="true">
                  <TeamOutline />
                </span>
              )}
              <section className="ss-card">
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
                <section className="ss-card">
                  <p className="ss-prose">{g.description}</p>
                </section>
              )}
              <section className="ss-card">
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
                  <dt>{t('project.contact')}</dt>
                  <dd>
                    <a className="ss-link" href={`tel:${g.contactPhone}`} data-testid="group-call">
                      <PhoneFill aria-hidden="true" /> {t('project.call', { phone: g.contactPhone })}
                    </a>
                  </dd>
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
              <div className="ss-sticky">
                <button
                  type="button"
                  className="ss-button ss-button--block"
                  disabled={g.status !== 'open'}
                  onClick={() => open(applyPath('join'))}
                  data-testid="group-join"
                >
                  {g.status === 'open' ? t('group.join') : t('group.closed')}
                </button>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
