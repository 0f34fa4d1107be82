import { GROUP_KINDS, GROUP_STATUSES, GROUP_TEXT_MAX as MAX, socialServicesRoutes } from '@linli/contracts';
import { call } from '../../../lib/api.ts';
import { FieldHint } from '../../common/components/CheckField.tsx';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { type AdminFormProps, useAdminForm } from '../hooks/useAdminForm.ts';
import { type GroupDraft, toGroupBody, validateGroup } from '../validation.ts';
import { CoordinateFields } from './CoordinateFields.tsx';
import { CoverField } from './CoverField.tsx';
import { FormShell } from './FormShell.tsx';

const LABEL_KEYS: Record<string, string> = {
  description: 'groupDescription',
  descriptionEn: 'groupDescriptionEn',
};

/** Create or edit a housing/service group (contracts' groupBody on both sides). */
export function GroupForm(props: AdminFormProps<GroupDraft>) {
  const { t, field, submit } = useAdminForm({
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
        {...field('kind')}
        options={GROUP_KINDS.map((k) => ({ value: k, label: t(`groupKind.${k}`) }))}
        testId="admin-group-kind"
      />
      <FieldHint>{t('field.englishHint')}</FieldHint>
      <TextField {...field('name')} data-testid="admin-group-name" />
      <TextField {...field('nameEn')} lang="en" data-testid="admin-group-name-en" />
      <TextAreaField {...field('summary')} max={MAX.summary} testId="admin-group-summary" />
      <TextAreaField {...field('summaryEn')} max={MAX.summary * 2} testId="admin-group-summary-en" />
      <TextAreaField {...field('description')} max={MAX.description} testId="admin-group-description" />
      <TextAreaField
        {...field('descriptionEn')}
        max={MAX.description * 2}
        testId="admin-group-description-en"
      />
      <TextField {...field('leader')} data-testid="admin-group-leader" />
      <TextField {...field('contactPhone')} type="tel" inputMode="tel" data-testid="admin-group-phone" />
      <TextField {...field('address')} data-testid="admin-group-address" />
      <CoordinateFields field={field} testId="admin-group" />
      <TextField {...field('services')} data-testid="admin-group-services" />
      <FieldHint>{t('field.servicesHint')}</FieldHint>
      <TextField {...field('servicesEn')} lang="en" data-testid="admin-group-services-en" />
      <CoverField {...field('cover')} testId="admin-group-cover" />
      <ChoiceGroup
        {...field('status')}
        options={GROUP_STATUSES.map((s) => ({ value: s, label: t(`groupStatus.${s}`) }))}
        testId="admin-group-status"
      />
    </FormShell>
  );
}
