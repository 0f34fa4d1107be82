import { ErrorCode, type ServiceGroup, socialServicesRoutes, type UserProfile } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useFormDraft } from '../../common/hooks/useFormDraft.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import {
  AVAILABLE_TIME_MAX,
  GROUP_CONTENT_MAX,
  type SkillDraft,
  toSkillBody,
  validateSkill,
} from '../groupValidation.ts';
import { afterGroupApplicationChange } from '../queries.ts';
import { type Refusal, settle, showRefusal } from '../writes.ts';
import { TextAreaField } from './FormFields.tsx';
import { FormRefusal } from './GroupApplyForm.tsx';

/** /pagesC/group/skill: a volunteer offers a skill, to one group or for a social worker to place. */
export function SkillForm({
  group,
  profile,
}: {
  group: ServiceGroup | undefined;
  profile: UserProfile | undefined;
}) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const offering = useApiMutation(socialServicesRoutes.offerSkill, {
    showsRefusal: true,
    invalidates: afterGroupApplicationChange,
  });
  const form = useFormDraft<SkillDraft>({
    skill: '',
    content: '',
    availableTime: '',
    contactName: profile?.nickName ?? '',
    contactPhone: profile?.phonenumber ?? '',
  });
  const { draft: v, errors, setErrors, set, accept } = form;
  const [refusal, setRefusal] = useState<Refusal>();
  const submit = async () => {
    const found = validateSkill(t, v);
    setRefusal(undefined);
    if (!accept(found)) return;
    const sent = await settle(offering.mutateAsync({ body: toSkillBody(group?.id, v) }));
    if (!sent.ok) {
      return showRefusal(sent.refusal, ErrorCode.GROUP_APPLICATION_DUPLICATE, v, setRefusal, setErrors);
    }
    toast(t('group.sent'));
    go(paths.groupMine, { replace: true });
  };

  return (
    <SubmitForm onSubmit={submit} testId="skill-form">
      <section className="ss-card">
        <dl className="ss-dl">
          <dt>{t('group.skillGroup')}</dt>
          <dd data-testid="skill-group">{group ? group.name : t('group.anyGroup')}</dd>
        </dl>
      </section>
      <TextField
        label={t('group.skillName')}
        placeholder={t('group.skillPlaceholder')}
        value={v.skill}
        onChange={set('skill')}
        error={errors.skill}
        data-testid="skill-name"
      />
      <TextAreaField
        label={t('group.content')}
        placeholder={t('group.skillContentPlaceholder')}
        value={v.content}
        max={GROUP_CONTENT_MAX}
        onChange={set('content')}
        error={errors.content}
        testId="skill-content"
      />
      <TextField
        label={t('group.availableTime')}
        placeholder={t('group.availablePlaceholder')}
        value={v.availableTime}
        maxLength={AVAILABLE_TIME_MAX}
        onChange={set('availableTime')}
        error={errors.availableTime}
        data-testid="skill-time"
      />
      <TextField
        label={t('group.contactName')}
        value={v.contactName}
        onChange={set('contactName')}
        error={errors.contactName}
        autoComplete="name"
        data-testid="skill-contact-name"
      />
      <TextField
        label={t('group.contactPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={v.contactPhone}
        onChange={set('contactPhone')}
        error={errors.contactPhone}
        data-testid="skill-contact-phone"
      />
      <FormRefusal refusal={refusal} testId="skill-refusal" />
      <div className="ss-sticky">
        <button type="submit" className="ss-button ss-button--block" data-testid="skill-submit">
          {t('group.submit')}
        </button>
      </div>
    </SubmitForm>
  );
}
