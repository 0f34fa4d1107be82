import { ELDERLY_LEVELS, type HealthSummary, socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../features/alerts/components/AlertLevel.tsx';
import { DatedText, ValidityBadge } from '../../../features/assessments/components/ValidityBadge.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { formatDateTime } from '../../../features/common/dateTime.ts';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PersonCard } from '../../../features/social-services/components/PersonCard.tsx';
import { RecordRow } from '../../../features/social-services/components/RecordCards.tsx';
import { StatsView } from '../../../features/social-services/components/StatsView.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/alerts/alerts.css';
import '../../../features/social-services/socialServices.css';

function Summary({ h }: { h: HealthSummary }) {
  const { t } = useTranslation(['socialServices', 'assessments', 'alerts']);
  const a = h.latestAbilityAssessment;
  return (
    <>
      <PersonCard person={h.person} />
      <section className="kit-card ss-card" data-testid="health-ability">
        <h2>{t('health.ability')}</h2>
        {a ? (
          <p className="ss-mine__count">
            {/* The level's words, never its stored id ('moderate'); a level of another scale reads "assessed". */}
            {(ELDERLY_LEVELS as readonly string[]).includes(a.level)
              ? t(`assessments:levels.${a.level}`, { defaultValue: t('health.assessed') })
              : t('health.assessed')}{' '}
            {a.score !== null && <span className="ss-muted">{t('health.score', { score: a.score })}</span>}
            <br />
            <span className="ss-muted">{formatDateTime(a.assessedAt)}</span>
            {a.validUntil && (
              <span className="ss-health-next" data-testid="health-ability-next">
                <span>
                  <DatedText i18nKey="validity.next" date={a.validUntil} />
                </span>
                {a.validity && <ValidityBadge validity={a.validity} testId="health-ability-validity" />}
              </span>
            )}
          </p>
        ) : (
          <p className="ss-muted">{t('health.noAbility')}</p>
        )}
      </section>
      <section className="kit-card ss-card" data-testid="health-readings">
        <h2>{t('health.readings')}</h2>
        {h.deviceReadings.length === 0 ? (
          <p className="ss-muted">{t('health.noReadings')}</p>
        ) : (
          <dl className="ss-dl">
            {h.deviceReadings.map((r) => (
              <div key={`${r.deviceId}-${r.identifier}`} style={{ display: 'contents' }}>
                <dt>{r.name}</dt>
                <dd>
                  {r.value} {r.unit}{' '}
                  <span className="ss-muted">
                    · {r.deviceName} · {formatDateTime(r.time)}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="kit-card ss-card" data-testid="health-alerts">
        <h2>{t('health.alerts')}</h2>
        {h.recentAlerts.length === 0 ? (
          <p className="ss-muted">{t('health.noAlerts')}</p>
        ) : (
          <ul className="ss-mine__list">
            {h.recentAlerts.map((al) => (
              <li key={al.id} className="ss-health-alert" data-testid={`health-alert-${al.id}`}>
                <span>
                  <LevelBadge level={al.level} /> {al.name}
                </span>
                <span className="ss-muted">
                  {t(`alerts:status.${al.status}`)} · {formatDateTime(al.time)}
                </span>
                {al.outcome && <span className="ss-health-alert__outcome">{al.outcome}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <StatsView stats={h.serviceStats} detailed={false} />
      <section className="ss-section" data-testid="health-history">
        <h2 className="ss-section-head__title">{t('health.history')}</h2>
        {h.serviceHistory.length === 0 ? (
          <p className="ss-muted">{t('record.empty')}</p>
        ) : (
          <div className="ss-list">
            {h.serviceHistory.map((r) => (
              <RecordRow key={r.id} record={r} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

function ForPerson({ id }: { id: number }) {
  const query = useData(socialServicesRoutes.health, { params: { id } });
  return (
    <QueryData query={query} testId="health">
      {(health) => <Summary h={health} />}
    </QueryData>
  );
}

/** Without `?personId=`: the signed-in resident's own file. */
function Mine() {
  const { t } = useTranslation('socialServices');
  const mine = useData(socialServicesRoutes.myPersons, {});
  const first = mine.data?.[0];
  return (
    <QueryData query={mine} empty={!first} emptyText={t('health.noPerson')} testId="health">
      {() => first && <ForPerson id={first.id} />}
    </QueryData>
  );
}

/** /pagesC/shfw/jkdagljs: health-record summary (ability level, readings, alerts, services). Title blank. */
export default function HealthScreen() {
  const personId = useNumberParam('personId');
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>{personId ? <ForPerson id={personId} /> : <Mine />}</LoginGate>
      </div>
    </>
  );
}
