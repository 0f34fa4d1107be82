import { GROUP_KINDS, GROUP_STATUSES, socialServicesRoutes } from '@linli/contracts';
import { call } from '../../../lib/api.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { ChoiceGroup, TextAreaField } from '../../social-services/components/FormFields.tsx';
import { type AdminFormProps, useAdminForm } from '../hooks/useAdminForm.ts';
import { type GroupDraft, toGroupBody, validateGroup } from '../validation.ts';
import { FieldHint } from './CheckField.tsx';
import { CoordinateFields } from './CoordinateFields.tsx';
import { CoverField } from './CoverField.tsx';
import { FormShell } from './FormShell.tsx';

const LABEL_KEYS: Record<string, string> = { description: 'groupDescription' };

/** Create or edit a housing/service group (contracts' groupBody on both sides). */
export function GroupForm(props: AdminFormProps<GroupDraft>) {
  const {
    t,
    draft: v,
    errors,
    set,
    label,
    submit,
  } = useAdminForm({
    ...props,
    labelKeys: LABEL_KEYS,
    validate: validateGroup,
    toBody: toGroupBody,
    create: (body) => call(socialServicesRoutes.createGroup, { body }),
    update: (id, body) => call(socialServicesRoutes.updateGroup, { params: { id }, body }),
  });

  return (
    <FormShell onSubmit={submit} testId="admin-group-form">
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
      <CoordinateFields draft={v} errors={errors} set={set} label={label} testId="admin-group" />
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
