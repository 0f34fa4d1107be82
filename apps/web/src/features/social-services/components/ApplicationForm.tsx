import type { UserProfile } from '@linli/contracts';
import {
  APPLICATION_ATTACHMENTS_MAX,
  appointmentDateRange,
  centreDate,
  DEMAND_DESCRIPTION_MAX,
  ErrorCode,
  resolveLanguage,
  SERVED_TYPES,
  type ServiceProject,
  socialServicesRoutes,
  TIME_SLOTS,
} from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { DateField } from '../../common/components/DateField.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { afterApplicationChange } from '../queries.ts';
import { type ApplicationDraft, toApplicationBody, validateApplication } from '../validation.ts';
import { PhotoUploader } from './PhotoUploader.tsx';
import { RequestForm, useRequestForm } from './RequestForm.tsx';

/** /pages/fwjz/fwxqsq: the service demand application for one project. */
export function ApplicationForm({
  project,
  profile,
  contactPhone,
}: {
  project: ServiceProject;
  profile: UserProfile | undefined;
  /** Where the centre calls back, filled in from what Me shows (the account's phone or the member's). */
  contactPhone: string;
}) {
  const { t, i18n } = useTranslation('socialServices');
  const applying = useApiMutation(socialServicesRoutes.apply, {
    showsRefusal: true,
    invalidates: afterApplicationChange,
  });
  const today = centreDate(new Date());
  // The appointment rule of contracts: from today to a year on, as the server and the worker's scheduling.
  const range = appointmentDateRange(today);
  const language = resolveLanguage(i18n.language);
  const request = useRequestForm<ApplicationDraft>({
    initial: {
      servedType: 'self',
      servedName: '',
      servedRelation: '',
      servedPhone: '',
      description: '',
      preferredDate: '',
      preferredSlot: 'any',
      contactPhone,
      attachments: [],
    },
    validate: (draft) => validateApplication(t, draft, { projectId: project.id, today, language }),
    send: (draft) => applying.mutateAsync({ body: toApplicationBody(project.id, draft) }),
    duplicate: ErrorCode.APPLICATION_DUPLICATE,
    sentText: t('apply.success'),
    mine: { path: paths.socialServicesHistory, label: t('home.entries.history') },
  });
  const { draft: v, field } = request;

  return (
    <RequestForm
      noun="apply"
      request={request}
      facts={[
        { label: t('apply.project'), value: project.title, testId: 'apply-project' },
        {
          label: t('apply.applicant'),
          value: profile?.nickName || profile?.userName,
          testId: 'apply-applicant',
        },
      ]}
      submitLabel={t('apply.submit')}
    >
      <ChoiceGroup
        {...field('servedType')}
        label={t('apply.served')}
        options={SERVED_TYPES.map((s) => ({ value: s, label: t(`apply.${s}`) }))}
        testId="apply-served"
      />
      {v.servedType === 'family' && (
        <>
          <TextField {...field('servedName')} label={t('apply.servedName')} data-testid="apply-served-name" />
          <TextField
            {...field('servedRelation')}
            label={t('apply.servedRelation')}
            placeholder={t('apply.servedRelationPlaceholder')}
            data-testid="apply-served-relation"
          />
          <TextField
            {...field('servedPhone')}
            label={t('apply.servedPhone')}
            type="tel"
            inputMode="tel"
            data-testid="apply-served-phone"
          />
        </>
      )}
      <TextAreaField
        {...field('description')}
        label={t('apply.description')}
        placeholder={t('apply.descriptionPlaceholder')}
        max={DEMAND_DESCRIPTION_MAX}
        testId="apply-description"
      />
      <DateField
        {...field('preferredDate')}
        label={t('apply.date')}
        min={range.min}
        max={range.max}
        testId="apply-date"
      />
      <ChoiceGroup
        {...field('preferredSlot')}
        label={t('apply.slot')}
        options={TIME_SLOTS.map((s) => ({ value: s, label: t(`slot.${s}`) }))}
        testId="apply-slot"
      />
      <TextField
        {...field('contactPhone')}
        label={t('apply.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        data-testid="apply-phone"
      />
      <PhotoUploader
        {...field('attachments')}
        label={t('apply.attachments', { max: APPLICATION_ATTACHMENTS_MAX })}
        max={APPLICATION_ATTACHMENTS_MAX}
        testId="apply-attachments"
      />
    </RequestForm>
  );
}
