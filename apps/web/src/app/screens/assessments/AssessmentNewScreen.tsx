import {
  ASSESSMENT_TYPES,
  type AssessmentSubject,
  type AssessmentType,
  type OrgType,
  type ServedPerson,
  SUBJECT_TYPE_OF,
} from '@linli/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../features/assessments/assessments.css';
import { AssessorOnly } from '../../../features/assessments/components/AssessorOnly.tsx';
import { OrgTypePicker } from '../../../features/assessments/components/OrgTypePicker.tsx';
import { PersonFilePicker } from '../../../features/assessments/components/PersonFilePicker.tsx';
import { SecondAssessorPicker } from '../../../features/assessments/components/SecondAssessorPicker.tsx';
import { TypeCards } from '../../../features/assessments/components/TypeCards.tsx';
import { useMyRecords } from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { useStartAssessment } from '../../../features/assessments/hooks/useStartAssessment.ts';
import { fillPath } from '../../../features/assessments/links.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { toast } from '../../../lib/feedback.ts';

const isType = (value: string | null): value is AssessmentType =>
  (ASSESSMENT_TYPES as readonly string[]).includes(value ?? '');

/** Step one: the type and the subject (a person from the records, an organisation or an institution). */
export default function AssessmentNewScreen() {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const [search] = useSearchParams();
  const initial = search.get('type');
  const [type, setType] = useState<AssessmentType>(isType(initial) ? initial : 'elderly-ability');
  // A re-assessment from the due list arrives with its subject (`?name=&ref=`).
  const [name, setName] = useState(search.get('name') ?? '');
  const [ref, setRef] = useState(search.get('ref') ?? '');
  const [person, setPerson] = useState<ServedPerson | undefined>();
  const [secondAssessorId, setSecondAssessorId] = useState<number | null>(null);
  const [place, setPlace] = useState('');
  const [orgType, setOrgType] = useState<OrgType>('social-service');
  const { profile } = useProfile();
  const mine = useMyRecords(profile?.roles.includes('staff') ?? false);
  const subjectType = SUBJECT_TYPE_OF[type];
  const starting = useStartAssessment((id) => go(fillPath(id), { replace: true }));

  const recent = useMemo(() => {
    const seen = new Map<string, AssessmentSubject>();
    for (const r of mine.items) {
      if (r.subject.subjectType !== subjectType) continue;
      const key = `${r.subject.subjectName}|${r.subject.subjectRef ?? ''}`;
      if (!seen.has(key)) seen.set(key, r.subject);
    }
    return [...seen.values()].slice(0, 8);
  }, [mine.items, subjectType]);

  const create = () => {
    const subjectName = name.trim();
    if (!subjectName) return toast(t('new.nameRequired'));
    const subjectRef = ref.trim();
    starting.start(
      {
        type,
        subject: { subjectType, subjectName, ...(subjectRef ? { subjectRef } : {}) },
        ...(secondAssessorId ? { secondAssessorId } : {}),
        ...(place.trim() ? { assessmentPlace: place.trim() } : {}),
        ...(type === 'social-org' ? { orgType } : {}),
      },
      person,
    );
  };

  return (
    <div className="as-screen" data-testid="assessment-new">
      <PageHeader title={t('new.title')} />
      <div className="as-body">
        <AssessorOnly>
          <h2 className="section-title">{t('new.type')}</h2>
          <TypeCards selected={type} onPick={setType} />
          <h2 className="section-title">
            {t('new.subject')} · {t(`subjectTypes.${subjectType}`)}
          </h2>
          <div className="card as-card form">
            {type === 'social-org' && <OrgTypePicker value={orgType} onPick={setOrgType} />}
            {subjectType === 'person' && (
              <PersonFilePicker
                selected={person}
                onPick={(picked) => {
                  setPerson(picked);
                  setName(picked?.name ?? '');
                  setRef(picked?.userId ? String(picked.userId) : '');
                }}
              />
            )}
            {subjectType === 'person' && <h3 className="as-new__or">{t('person.manual')}</h3>}
            {recent.length > 0 && (
              <fieldset className="choice-group">
                <legend>{t('new.recent')}</legend>
                {recent.map((s) => (
                  <button
                    key={`${s.subjectName}|${s.subjectRef ?? ''}`}
                    type="button"
                    className={
                      s.subjectName === name && (s.subjectRef ?? '') === ref ? 'choice choice--on' : 'choice'
                    }
                    onClick={() => {
                      setPerson(undefined);
                      setName(s.subjectName);
                      setRef(s.subjectRef ?? '');
                    }}
                    data-testid={`recent-subject-${s.subjectRef ?? s.subjectName}`}
                  >
                    {s.subjectName}
                    {s.subjectRef ? ` · ${s.subjectRef}` : ''}
                  </button>
                ))}
              </fieldset>
            )}
            <label className="field">
              <span className="field__label">{t('new.subjectName')}</span>
              <input
                className="field__input"
                value={name}
                maxLength={100}
                placeholder={t('new.subjectNamePlaceholder')}
                onChange={(event) => {
                  setPerson(undefined);
                  setName(event.target.value);
                }}
                data-testid="subject-name"
              />
            </label>
            {subjectType === 'person' && (
              <label className="field">
                <span className="field__label">{t('new.subjectRef')}</span>
                <input
                  className="field__input"
                  value={ref}
                  maxLength={64}
                  inputMode="numeric"
                  placeholder={t('new.subjectRefPlaceholder')}
                  onChange={(event) => {
                    setPerson(undefined);
                    setRef(event.target.value);
                  }}
                  data-testid="subject-ref"
                />
              </label>
            )}
            <SecondAssessorPicker
              secondAssessorId={secondAssessorId}
              onPick={setSecondAssessorId}
              place={place}
              onPlace={setPlace}
            />
            <button
              type="button"
              className="as-button as-button--primary as-button--wide"
              onClick={create}
              data-testid="assessment-create"
            >
              {t('new.create')}
            </button>
          </div>
        </AssessorOnly>
      </div>
    </div>
  );
}
