import { BANNER_LINK_TYPES, BANNER_SORT_MAX, newsRoutes } from '@linli/contracts';
import { call } from '../../../lib/api.ts';
import { CheckField, FieldHint } from '../../common/components/CheckField.tsx';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { type AdminFormProps, useAdminForm } from '../hooks/useAdminForm.ts';
import { type BannerDraft, toBannerBody, validateBanner } from '../validation.ts';
import { CoverField } from './CoverField.tsx';
import { FormShell } from './FormShell.tsx';

/** Create or edit a home-page banner; the link must fit its type (contracts isBannerTarget). */
export function BannerForm(props: AdminFormProps<BannerDraft>) {
  const {
    t,
    draft: v,
    field,
    submit,
  } = useAdminForm({
    ...props,
    validate: validateBanner,
    toBody: toBannerBody,
    create: (body) => call(newsRoutes.createBanner, { body }),
    update: (id, body) => call(newsRoutes.updateBanner, { params: { id }, body }),
  });

  return (
    <FormShell onSubmit={submit} testId="admin-banner-form">
      <TextField {...field('title')} data-testid="admin-banner-title" />
      <TextField {...field('titleEn')} lang="en" data-testid="admin-banner-title-en" />
      <FieldHint>{t('field.englishHint')}</FieldHint>
      <CoverField {...field('image')} testId="admin-banner-image" />
      <ChoiceGroup
        {...field('linkType')}
        options={BANNER_LINK_TYPES.map((k) => ({ value: k, label: t(`linkType.${k}`) }))}
        testId="admin-banner-link-type"
      />
      {v.linkType !== 'none' && (
        <>
          <TextField
            {...field('linkTarget')}
            inputMode={v.linkType === 'url' ? 'url' : 'numeric'}
            data-testid="admin-banner-target"
          />
          <FieldHint>{t(`targetHint.${v.linkType}`)}</FieldHint>
        </>
      )}
      <TextField
        {...field('sort')}
        inputMode="numeric"
        placeholder={`0 – ${BANNER_SORT_MAX}`}
        data-testid="admin-banner-sort"
      />
      <CheckField {...field('enabled')} testId="admin-banner-enabled" />
    </FormShell>
  );
}
