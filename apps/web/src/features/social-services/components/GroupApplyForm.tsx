import { type ServiceGroup, socialServicesRoutes, type UserProfile } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/queries.ts';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import {
  GROUP_CONTENT_MAX,
  type GroupApplyDraft,
  type GroupApplyKind,
  toGroupApplyBody,
  validateGroupApply,
} from '../groupValidation.ts';
import { afterGroupApplicationChange } from '../queries.ts';
import { ContactFields, RequestForm, useGroupRequestEnd, useRequestForm } from './RequestForm.tsx';

const KINDS: readonly GroupApplyKind[] = ['join', 'help'];

/** /pagesC/group/apply: ask to join a group, or ask the group for help. */
export function GroupApplyForm({
  group,
  kind,
  profile,
}: {
  group: ServiceGroup;
  kind: GroupApplyKind;
  profile: UserProfile | undefined;
}) {
  const { t } = useTranslation('socialServices');
  const applying = useApiMutation(socialServicesRoutes.applyToGroup, {
    showsRefusal: true,
    invalidates: afterGroupApplicationChange,
  });
  const request = useRequestForm<GroupApplyDraft>({
    initial: {
      kind,
      contactName: profile?.nickName ?? '',
      contactPhone: profile?.phonenumber ?? '',
      content: '',
    },
    validate: (draft) => validateGroupApply(t, draft),
    send: (draft) => applying.mutateAsync({ params: { id: group.id }, body: toGroupApplyBody(draft) }),
    ...useGroupRequestEnd(),
  });
  const { field } = request;

  return (
    <RequestForm
      noun="group-apply"
      request={request}
      facts={[{ label: t('group.title'), value: group.name, testId: 'group-apply-group' }]}
      submitLabel={t('group.submit')}
    >
      <ChoiceGroup
        {...field('kind')}
        label={t('group.kind')}
        options={KINDS.map((k) => ({ value: k, label: t(`group.${k}`) }))}
        testId="group-apply-kind"
      />
      <ContactFields field={field} testIds={{ name: 'group-apply-name', phone: 'group-apply-phone' }} />
      <TextAreaField
        {...field('content')}
        label={t('group.content')}
        placeholder={t('group.contentPlaceholder')}
        max={GROUP_CONTENT_MAX}
        testId="group-apply-content"
      />
    </RequestForm>
  );
}
