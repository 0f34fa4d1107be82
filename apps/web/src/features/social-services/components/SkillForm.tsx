import { type ServiceGroup, socialServicesRoutes, type UserProfile } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/queries.ts';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import {
  AVAILABLE_TIME_MAX,
  GROUP_CONTENT_MAX,
  type SkillDraft,
  toSkillBody,
  validateSkill,
} from '../groupValidation.ts';
import { afterGroupApplicationChange } from '../queries.ts';
import { ContactFields, RequestForm, useGroupRequestEnd, useRequestForm } from './RequestForm.tsx';

/** /pagesC/group/skill: a volunteer offers a skill, to one group or for a social worker to place. */
export function SkillForm({
  group,
  profile,
}: {
  group: ServiceGroup | undefined;
  profile: UserProfile | undefined;
}) {
  const { t } = useTranslation('socialServices');
  const offering = useApiMutation(socialServicesRoutes.offerSkill, {
    showsRefusal: true,
    invalidates: afterGroupApplicationChange,
  });
  const request = useRequestForm<SkillDraft>({
    initial: {
      skill: '',
      content: '',
      availableTime: '',
      contactName: profile?.nickName ?? '',
      contactPhone: profile?.phonenumber ?? '',
    },
    validate: (draft) => validateSkill(t, draft),
    send: (draft) => offering.mutateAsync({ body: toSkillBody(group?.id, draft) }),
    ...useGroupRequestEnd(),
  });
  const { field } = request;

  return (
    <RequestForm
      noun="skill"
      request={request}
      facts={[
        {
          label: t('group.skillGroup'),
          value: group ? group.name : t('group.anyGroup'),
          testId: 'skill-group',
        },
      ]}
      submitLabel={t('group.submit')}
    >
      <TextField
        {...field('skill')}
        label={t('group.skillName')}
        placeholder={t('group.skillPlaceholder')}
        data-testid="skill-name"
      />
      <TextAreaField
        {...field('content')}
        label={t('group.content')}
        placeholder={t('group.skillContentPlaceholder')}
        max={GROUP_CONTENT_MAX}
        testId="skill-content"
      />
      <TextField
        {...field('availableTime')}
        label={t('group.availableTime')}
        placeholder={t('group.availablePlaceholder')}
        maxLength={AVAILABLE_TIME_MAX}
        data-testid="skill-time"
      />
      <ContactFields field={field} testIds={{ name: 'skill-contact-name', phone: 'skill-contact-phone' }} />
    </RequestForm>
  );
}
