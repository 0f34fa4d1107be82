import {
  CAPACITY_MAX,
  PROJECT_TEXT_MAX as MAX,
  PROJECT_STATUSES,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_NAMES,
  socialServicesRoutes,
} from '@linli/contracts';
import { call } from '../../../lib/api.ts';
import { CheckField, FieldHint } from '../../common/components/CheckField.tsx';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { type AdminFormProps, useAdminForm } from '../hooks/useAdminForm.ts';
import { type ProjectDraft, toProjectBody, validateProject } from '../validation.ts';
import { CoordinateFields } from './CoordinateFields.tsx';
import { CoverField } from './CoverField.tsx';
import { FormShell } from './FormShell.tsx';

/** Create or edit a service project; the rules are contracts' projectBody, run here and on the server. */
export function ProjectForm(props: AdminFormProps<ProjectDraft>) {
  const { t, field, language, submit } = useAdminForm({
    ...props,
    validate: validateProject,
    toBody: toProjectBody,
    create: (body) => call(socialServicesRoutes.createProject, { body }),
    update: (id, body) => call(socialServicesRoutes.updateProject, { params: { id }, body }),
  });

  return (
    <FormShell onSubmit={submit} testId="admin-project-form">
      <ChoiceGroup
        {...field('category')}
        options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: SERVICE_CATEGORY_NAMES[language][c] }))}
        testId="admin-project-category"
      />
      <FieldHint>{t('field.englishHint')}</FieldHint>
      <TextField {...field('title')} data-testid="admin-project-title" />
      <TextField {...field('titleEn')} lang="en" data-testid="admin-project-title-en" />
      <TextAreaField {...field('summary')} max={MAX.summary} testId="admin-project-summary" />
      <TextAreaField {...field('summaryEn')} max={MAX.summary * 2} testId="admin-project-summary-en" />
      <TextAreaField {...field('description')} max={MAX.description} testId="admin-project-description" />
      <TextAreaField
        {...field('descriptionEn')}
        max={MAX.description * 2}
        testId="admin-project-description-en"
      />
      <TextAreaField {...field('eligibility')} max={MAX.eligibility} testId="admin-project-eligibility" />
      <TextAreaField
        {...field('eligibilityEn')}
        max={MAX.eligibility * 2}
        testId="admin-project-eligibility-en"
      />
      <TextField {...field('provider')} data-testid="admin-project-provider" />
      <TextField {...field('providerEn')} lang="en" data-testid="admin-project-provider-en" />
      <TextField {...field('address')} autoComplete="street-address" data-testid="admin-project-address" />
      <CoordinateFields field={field} testId="admin-project" />
      <FieldHint>{t('field.coordinatesHint')}</FieldHint>
      <TextField {...field('schedule')} data-testid="admin-project-schedule" />
      <TextField {...field('scheduleEn')} lang="en" data-testid="admin-project-schedule-en" />
      <TextField
        {...field('capacity')}
        inputMode="numeric"
        placeholder={`0 – ${CAPACITY_MAX}`}
        data-testid="admin-project-capacity"
      />
      <TextField {...field('contactPhone')} type="tel" inputMode="tel" data-testid="admin-project-phone" />
      <CoverField {...field('cover')} testId="admin-project-cover" />
      <CheckField {...field('featured')} testId="admin-project-featured" />
      <ChoiceGroup
        {...field('status')}
        options={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`projectStatus.${s}`) }))}
        testId="admin-project-status"
      />
    </FormShell>
  );
}
