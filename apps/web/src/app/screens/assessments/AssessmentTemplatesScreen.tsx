import { ASSESSMENT_TYPES, type AssessmentType } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../features/assessments/assessments.css';
import '../../../features/assessments/basicInfo.css';
import { AssessorOnly } from '../../../features/assessments/components/AssessorOnly.tsx';
import { TemplateLoader } from '../../../features/assessments/components/TemplateLoader.tsx';
import { useTemplateVersions } from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { day } from '../../../features/assessments/labels.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';

/** Admin: the stored versions of each template type, and loading a locality's new version. */
export default function AssessmentTemplatesScreen() {
  const { t } = useTranslation('assessments');
  const { profile } = useProfile();
  const admin = profile?.roles.includes('admin') ?? false;
  const [type, setType] = useState<AssessmentType>('elderly-ability');
  const versions = useTemplateVersions(type, admin);

  return (
    <div className="as-screen" data-testid="assessment-templates">
      <PageHeader title={t('templates.title')} />
      <div className="as-body">
        <AssessorOnly page="templates">
          <h2 className="section-title">{t('new.type')}</h2>
          <div className="card as-card">
            <fieldset className="choice-group" aria-label={t('new.type')}>
              {ASSESSMENT_TYPES.map((each) => (
                <label key={each} className={each === type ? 'choice choice--on' : 'choice'}>
                  <input
                    type="radio"
                    name="template-type"
                    checked={each === type}
                    onChange={() => setType(each)}
                    data-testid={`tpl-type-${each}`}
                  />
                  {t(`types.${each}`)}
                </label>
              ))}
            </fieldset>
          </div>
          <h2 className="section-title">{t('templates.versions')}</h2>
          <QueryState
            loading={versions.isPending}
            error={versions.isError}
            empty={versions.data?.length === 0}
            emptyText={t('empty')}
            onRetry={() => void versions.refetch()}
            testId="tpl-versions"
          >
            <ul className="card as-card" data-testid="tpl-versions">
              {versions.data?.map((v) => (
                <li key={v.id} className="as-templates__row" data-testid={`tpl-version-${v.version}`}>
                  <span>
                    <strong>v{v.version}</strong> {v.nameZh}
                    <br />
                    <span className="hint">{v.standard}</span>
                  </span>
                  <span className="hint">
                    {v.current ? `✓ ${t('templates.current')}` : ''} {day(v.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          </QueryState>
          <h2 className="section-title">{t('templates.newVersion')}</h2>
          <TemplateLoader key={type} type={type} latestVersion={versions.data?.[0]?.version} />
        </AssessorOnly>
      </div>
    </div>
  );
}
