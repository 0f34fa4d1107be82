import { GROUP_KINDS, GROUP_STATUSES } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { ChoiceGroup, TextAreaField } from '../../social-services/components/FormFields.tsx';
import { adminApi } from '../api/adminApi.ts';
import { submitForm, useDraft } from '../hooks/useAdmin.ts';
import { type GroupDraft, toGroupBody, validateGroup } from '../validation.ts';
import { FieldHint } from './CheckField.tsx';
import { CoverField } from './CoverField.tsx';
import { FormShell, focusFirstError } from './FormShell.tsx';

const LABEL_KEYS: Record<string, string> = { description: 'groupDescription' };

/** Create or edit a housing/service group (contracts' groupBody on both sides). */
export function GroupForm({
  id,
  initial,
  onSaved,
}: {
  id?: number | undefined;
  initial: GroupDraft;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const { draft: v, errors, setErrors, set } = useDraft(initial);
  const label = (field: string) => t(`field.${LABEL_KEYS[field] ?? field}` as 'field.name');
  const language = currentLanguage();

  const submit = async () => {
    const found = validateGroup(v, language, label);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast(t('list.fixErrors'));
      focusFirstError();
      return;
    }
    const body = toGroupBody(v);
    const saved = await submitForm(
      id ? adminApi.updateGroup(id, body) : adminApi.createGroup(body),
      Object.keys(v),
      setErrors,
    );
    if (!saved) return;
    toast(id ? t('list.saved') : t('list.created'));
    onSaved();
  };

  return (
    <FormShell onSubmit={() => void submit()} testId="admin-group-form">
      <ChoiceGroup
        label={label('kind')}
        value={v.kind}
        onChange={set('kind')}
        options={GROUP_KINDS.map((k) => ({ value: k, label: t(`groupKind.${k}`) }))}
        testId="admin-group-kind"
      />
      <TextField
        label={label('name')}
        value={v.name}
        onChange={set('name')}
        error={errors.name}
        data-testid="admin-group-name"
      />
      <TextField
        label={label('nameEn')}
        value={v.nameEn}
        onChange={set('nameEn')}
        error={errors.nameEn}
        lang="en"
        data-testid="admin-group-name-en"
      />
      <TextAreaField
        label={label('summary')}
        value={v.summary}
        onChange={set('summary')}
        max={200}
        error={errors.summary}
        testId="admin-group-summary"
      />
      <TextAreaField
        label={label('description')}
        value={v.description}
        onChange={set('description')}
        max={3000}
        error={errors.description}
        testId="admin-group-description"
      />
      <TextField
        label={label('leader')}
        value={v.leader}
        onChange={set('leader')}
        error={errors.leader}
        data-testid="admin-group-leader"
      />
      <TextField
        label={label('contactPhone')}
        value={v.contactPhone}
        onChange={set('contactPhone')}
        error={errors.contactPhone}
        type="tel"
        inputMode="tel"
        data-testid="admin-group-phone"
      />
      <TextField
        label={label('address')}
        value={v.address}
        onChange={set('address')}
        error={errors.address}
        data-testid="admin-group-address"
      />
      <div className="admin-pair">
        <TextField
          label={label('longitude')}
          value={v.longitude}
          onChange={set('longitude')}
          error={errors.longitude}
          inputMode="decimal"
          data-testid="admin-group-lng"
        />
        <TextField
          label={label('latitude')}
          value={v.latitude}
          onChange={set('latitude')}
          error={errors.latitude}
          inputMode="decimal"
          data-testid="admin-group-lat"
        />
      </div>
      <TextField
        label={label('services')}
        value={v.services}
        onChange={set('services')}
        error={errors.services}
        data-testid="admin-group-services"
      />
      <FieldHint>{t('field.servicesHint')}</FieldHint>
      <CoverField
        label={label('cover')}
        value={v.cover}
        onChange={set('cover')}
        error={errors.cover}
        testId="admin-group-cover"
      />
      <ChoiceGroup
        label={label('status')}
        value={v.status}
        onChange={set('status')}
        options={GROUP_STATUSES.map((s) => ({ value: s, label: t(`groupStatus.${s}`) }))}
        testId="admin-group-status"
      />
    </FormShell>
  );
}
