import { CAPACITY_MAX, PROJECT_STATUSES, SERVICE_CATEGORIES, SERVICE_CATEGORY_NAMES } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { ChoiceGroup, TextAreaField } from '../../social-services/components/FormFields.tsx';
import { adminApi } from '../api/adminApi.ts';
import { submitForm, useDraft } from '../hooks/useAdmin.ts';
import { type ProjectDraft, toProjectBody, validateProject } from '../validation.ts';
import { CheckField, FieldHint } from './CheckField.tsx';
import { CoverField } from './CoverField.tsx';
import { FormShell, focusFirstError } from './FormShell.tsx';

/** Create or edit a service project; the rules are contracts' projectBody, run here and on the server. */
export function ProjectForm({
  id,
  initial,
  onSaved,
}: {
  id?: number | undefined;
  initial: ProjectDraft;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const { draft: v, errors, setErrors, set } = useDraft(initial);
  const label = (field: string) => t(`field.${field}` as 'field.title');
  const language = currentLanguage();

  const submit = async () => {
    const found = validateProject(v, language, label);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast(t('list.fixErrors'));
      focusFirstError();
      return;
    }
    const body = toProjectBody(v);
    const saved = await submitForm(
      id ? adminApi.updateProject(id, body) : adminApi.createProject(body),
      Object.keys(v),
      setErrors,
    );
    if (!saved) return;
    toast(id ? t('list.saved') : t('list.created'));
    onSaved();
  };

  return (
    <FormShell onSubmit={() => void submit()} testId="admin-project-form">
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
      <div className="admin-pair">
        <TextField
          label={label('longitude')}
          value={v.longitude}
          onChange={set('longitude')}
          error={errors.longitude}
          inputMode="decimal"
          data-testid="admin-project-lng"
        />
        <TextField
          label={label('latitude')}
          value={v.latitude}
          onChange={set('latitude')}
          error={errors.latitude}
          inputMode="decimal"
          data-testid="admin-project-lat"
        />
      </div>
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
