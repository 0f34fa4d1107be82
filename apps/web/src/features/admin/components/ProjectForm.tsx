import {
  CAPACITY_MAX,
  PROJECT_STATUSES,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_NAMES,
  socialServicesRoutes,
} from '@linli/contracts';
import { call } from '../../../lib/api.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { ChoiceGroup, TextAreaField } from '../../social-services/components/FormFields.tsx';
import { type AdminFormProps, useAdminForm } from '../hooks/useAdminForm.ts';
import { type ProjectDraft, toProjectBody, validateProject } from '../validation.ts';
import { CheckField, FieldHint } from './CheckField.tsx';
import { CoordinateFields } from './CoordinateFields.tsx';
import { CoverField } from './CoverField.tsx';
import { FormShell } from './FormShell.tsx';

/** Create or edit a service project; the rules are contracts' projectBody, run here and on the server. */
export function ProjectForm(props: AdminFormProps<ProjectDraft>) {
  const {
    t,
    draft: v,
    errors,
    set,
    label,
    language,
    submit,
  } = useAdminForm({
    ...props,
    validate: validateProject,
    toBody: toProjectBody,
    create: (body) => call(socialServicesRoutes.createProject, { body }),
    update: (id, body) => call(socialServicesRoutes.updateProject, { params: { id }, body }),
  });

  return (
    <FormShell onSubmit={submit} testId="admin-project-form">
      <ChoiceGroup
        label={label('category')}
        value={v.category}
        onChange={set('category')}
        options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: SERVICE_CATEGORY_NAMES[language][c] }))}
        error={errors.category}
        testId="admin-project-category"
      />
      <TextField
        label={label('title')}
        value={v.title}
        onChange={set('title')}
        error={errors.title}
        data-testid="admin-project-title"
      />
      <TextField
        label={label('titleEn')}
        value={v.titleEn}
        onChange={set('titleEn')}
        error={errors.titleEn}
        lang="en"
        data-testid="admin-project-title-en"
      />
      <TextAreaField
        label={label('summary')}
        value={v.summary}
        onChange={set('summary')}
        max={200}
        error={errors.summary}
        testId="admin-project-summary"
      />
      <TextAreaField
        label={label('summaryEn')}
        value={v.summaryEn}
        onChange={set('summaryEn')}
        max={400}
        error={errors.summaryEn}
        testId="admin-project-summary-en"
      />
      <TextAreaField
        label={label('description')}
        value={v.description}
        onChange={set('description')}
        max={5000}
        error={errors.description}
        testId="admin-project-description"
      />
      <TextAreaField
        label={label('eligibility')}
        value={v.eligibility}
        onChange={set('eligibility')}
        max={1000}
        error={errors.eligibility}
        testId="admin-project-eligibility"
      />
      <TextField
        label={label('provider')}
        value={v.provider}
        onChange={set('provider')}
        error={errors.provider}
        data-testid="admin-project-provider"
      />
      <TextField
        label={label('address')}
        value={v.address}
        onChange={set('address')}
        error={errors.address}
        autoComplete="street-address"
        data-testid="admin-project-address"
      />
      <CoordinateFields draft={v} errors={errors} set={set} label={label} testId="admin-project" />
      <FieldHint>{t('field.coordinatesHint')}</FieldHint>
      <TextField
        label={label('schedule')}
        value={v.schedule}
        onChange={set('schedule')}
        error={errors.schedule}
        data-testid="admin-project-schedule"
      />
      <TextField
        label={label('capacity')}
        value={v.capacity}
        onChange={set('capacity')}
        error={errors.capacity}
        inputMode="numeric"
        placeholder={`0 – ${CAPACITY_MAX}`}
        data-testid="admin-project-capacity"
      />
      <TextField
        label={label('contactPhone')}
        value={v.contactPhone}
        onChange={set('contactPhone')}
        error={errors.contactPhone}
        type="tel"
        inputMode="tel"
        data-testid="admin-project-phone"
      />
      <CoverField
        label={label('cover')}
        value={v.cover}
        onChange={set('cover')}
        error={errors.cover}
        testId="admin-project-cover"
      />
      <CheckField
        label={label('featured')}
        checked={v.featured}
        onChange={set('featured')}
        testId="admin-project-featured"
      />
      <ChoiceGroup
        label={label('status')}
        value={v.status}
        onChange={set('status')}
        options={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`projectStatus.${s}`) }))}
        error={errors.status}
        testId="admin-project-status"
      />
    </FormShell>
  );
}
