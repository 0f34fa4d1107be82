import { addDays, centreDate, socialServicesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../features/common/components/DateField.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { StatsView } from '../../../features/social-services/components/StatsView.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

const DEFAULT_DAYS = 30;

/** /pagesC/shfw/fwjs: statistics for a person (`?personId=`) or, for a social worker, their own work. */
export default function StatsScreen() {
  const { t } = useTranslation('socialServices');
  const personId = useNumberParam('personId');
  const { profile, isStaff } = useRoles();
  const today = centreDate(new Date());
  const [from, setFrom] = useState(addDays(today, -DEFAULT_DAYS + 1));
  const [to, setTo] = useState(today);
  const workerId = !personId && isStaff ? profile?.userId : undefined;
  const filter = { personId, workerId, from: from || undefined, to: to || undefined };
  const query = useData(socialServicesRoutes.recordStats, { query: filter }, { enabled: !!profile });
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>
          <h2 className="ss-section-head__title">
            {t('stats.title')} · {personId ? t('stats.scopePerson') : t('stats.scopeMine')}
          </h2>
          <div className="ss-actions">
            <DateField label={t('stats.from')} value={from} max={to} onChange={setFrom} testId="stats-from" />
            <DateField label={t('stats.to')} value={to} min={from} onChange={setTo} testId="stats-to" />
          </div>
          <QueryState
            loading={query.isPending && !!profile}
            error={query.isError}
            errorText={query.error?.message}
            onRetry={() => void query.refetch()}
            testId="stats"
          >
            {query.data && <StatsView stats={query.data} />}
          </QueryState>
        </LoginGate>
      </div>
    </>
  );
}
