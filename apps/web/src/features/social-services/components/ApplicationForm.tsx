import type { UserProfile } from '@linli/contracts';
import {
  APPLICATION_ATTACHMENTS_MAX,
  centreDate,
  DEMAND_DESCRIPTION_MAX,
  datePickerRange,
  ErrorCode,
  resolveLanguage,
  SERVED_TYPES,
  type ServiceProject,
  socialServicesRoutes,
  TIME_SLOTS,
} from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useFormDraft } from '../../common/hooks/useFormDraft.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { afterApplicationChange } from '../queries.ts';
import { type ApplicationDraft, toApplicationBody, validateApplication } from '../validation.ts';
import { type Refusal, settle, showRefusal } from '../writes.ts';
import { ChoiceGroup, DateField, TextAreaField } from './FormFields.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

/** /pages/fwjz/fwxqsq: the service demand application for one project. */
export function ApplicationForm({
  project,
  profile,
}: {
  project: ServiceProject;
  profile: UserProfile | undefined;
}) {
  const { t, i18n } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const applying = useApiMutation(socialServicesRoutes.apply, {
    showsRefusal: true,
    invalidates: afterApplicationChange,
  });
  const today = centreDate(new Date());
  const range = datePickerRange(today);
  const form = useFormDraft<ApplicationDraft>({
    servedType: 'self',
    servedName: '',
    servedRelation: '',
    servedPhone: '',
    description: '',
    preferredDate: '',
    preferredSlot: 'any',
    contactPhone: profile?.phonenumber ?? '',
    attachments: [],
  });
  const { draft: v, errors, setErrors, set, accept } = form;
  const [refusal, setRefusal] = useState<Refusal>();
  const submit = async () => {
    const found = validateApplication(t, v, {
      projectId: project.id,
      today,
      language: resolveLanguage(i18n.language),
    });
    setRefusal(undefined);
    if (!accept(found)) return;
    const sent = await settle(applying.mutateAsync({ body: toApplicationBody(project.id, v) }));
    if (!sent.ok) {
      // The server's words, in the reader's language; a duplicate open request says so plainly.
      return showRefusal(sent.refusal, ErrorCode.APPLICATION_DUPLICATE, v, setRefusal, setErrors);
    }
    toast(t('apply.success'));
    go(paths.socialServicesHistory, { replace: true });
  };

  return (
    <SubmitForm onSubmit={submit} testId="apply-form">
      <section className="ss-card">
        <dl className="ss-dl">
          <dt>{t('apply.project')}</dt>
          <dd data-testid="apply-project">{project.title}</dd>
          <dt>{t('apply.applicant')}</dt>
          <dd data-testid="apply-applicant">{profile?.nickName || profile?.userName}</dd>
        </dl>
      </section>
      <ChoiceGroup
        label={t('apply.served')}
        value={v.servedType}
        onChange={set('servedType')}
        options={SERVED_TYPES.map((s) => ({ value: s, label: t(`apply.${s}`) }))}
        testId="apply-served"
      />
      {v.servedType === 'family' && (
        <>
          <TextField
            label={t('apply.servedName')}
            value={v.servedName}
            onChange={set('servedName')}
            error={errors.servedName}
            data-testid="apply-served-name"
          />
          <TextField
            label={t('apply.servedRelation')}
            placeholder={t('apply.servedRelationPlaceholder')}
            value={v.servedRelation}
            onChange={set('servedRelation')}
            error={errors.servedRelation}
            data-testid="apply-served-relation"
          />
          <TextField
            label={t('apply.servedPhone')}
            type="tel"
            inputMode="tel"
            value={v.servedPhone}
            onChange={set('servedPhone')}
            error={errors.servedPhone}
            data-testid="apply-served-phone"
          />
        </>
      )}
      <TextAreaField
        label={t('apply.description')}
        placeholder={t('apply.descriptionPlaceholder')}
        value={v.description}
        max={DEMAND_DESCRIPTION_MAX}
        onChange={set('description')}
        error={errors.description}
        testId="apply-description"
      />
      <DateField
        label={t('apply.date')}
        value={v.preferredDate}
        min={range.min}
        max={range.max}
        onChange={set('preferredDate')}
        error={errors.preferredDate}
        testId="apply-date"
      />
      <ChoiceGroup
        label={t('apply.slot')}
        value={v.preferredSlot}
        onChange={set('preferredSlot')}
        options={TIME_SLOTS.map((s) => ({ value: s, label: t(`slot.${s}`) }))}
        testId="apply-slot"
      />
      <TextField
        label={t('apply.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={v.contactPhone}
        onChange={set('contactPhone')}
        error={errors.contactPhone}
        data-testid="apply-phone"
      />
      <PhotoUploader
        label={t('apply.attachments', { max: APPLICATION_ATTACHMENTS_MAX })}
        value={v.attachments}
        onChange={set('attachments')}
        max={APPLICATION_ATTACHMENTS_MAX}
        testId="apply-attachments"
      />
      {refusal && (
        <div className="ss-card ss-refusal" role="alert" data-testid="apply-refusal">
          <p className="field__error">
            <span aria-hidden="true">⚠ </span>
            {refusal.msg}
          </p>
          {refusal.duplicate && (
            <button
              type="button"
              className="ss-button ss-button--ghost"
              onClick={() => go(paths.socialServicesHistory)}
            >
              {t('home.entries.history')}
            </button>
          )}
        </div>
      )}
      <div className="ss-sticky">
        <button type="submit" className="ss-button ss-button--block" data-testid="apply-submit">
          {t('apply.submit')}
        </button>
      </div>
    </SubmitForm>
  );
}
