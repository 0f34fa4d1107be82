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
  GROUP_CONTENT_MAX,
  type GroupApplyDraft,
  type GroupApplyKind,
  toGroupApplyBody,
  validateGroupApply,
} from '../groupValidation.ts';
import { afterGroupApplicationChange } from '../queries.ts';
import { type Refusal, settle, showRefusal } from '../writes.ts';
import { ChoiceGroup, TextAreaField } from './FormFields.tsx';

/** The server's refusal in the reader's language; a duplicate pending application links to the list. */
export function FormRefusal({ refusal, testId }: { refusal: Refusal | undefined; testId: string }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  if (!refusal) return null;
  return (
    <div className="ss-card ss-refusal" role="alert" data-testid={testId}>
      <p className="field__error">
        <span aria-hidden="true">⚠ </span>
        {refusal.msg}
      </p>
      {refusal.duplicate && (
        <button type="button" className="ss-button ss-button--ghost" onClick={() => go(paths.groupMine)}>
          {t('group.mine')}
        </button>
      )}
    </div>
  );
}

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
  const go = useNavigateOnce();
  const applying = useApiMutation(socialServicesRoutes.applyToGroup, {
    showsRefusal: true,
    invalidates: afterGroupApplicationChange,
  });
  const form = useFormDraft<GroupApplyDraft>({
    kind,
    contactName: profile?.nickName ?? '',
    contactPhone: profile?.phonenumber ?? '',
    content: '',
  });
  const { draft: v, errors, setErrors, set, accept } = form;
  const [refusal, setRefusal] = useState<Refusal>();
  const submit = async () => {
    const found = validateGroupApply(t, v);
    setRefusal(undefined);
    if (!accept(found)) return;
    const sent = await settle(applying.mutateAsync({ params: { id: group.id }, body: toGroupApplyBody(v) }));
    if (!sent.ok) {
      return showRefusal(sent.refusal, ErrorCode.GROUP_APPLICATION_DUPLICATE, v, setRefusal, setErrors);
    }
    toast(t('group.sent'));
    go(paths.groupMine, { replace: true });
  };

  return (
    <SubmitForm onSubmit={submit} testId="group-apply-form">
      <section className="ss-card">
        <dl className="ss-dl">
          <dt>{t('group.title')}</dt>
          <dd data-testid="group-apply-group">{group.name}</dd>
        </dl>
      </section>
      <ChoiceGroup
        label={t('group.kind')}
        value={v.kind}
        onChange={set('kind')}
        options={KINDS.map((k) => ({ value: k, label: t(`group.${k}`) }))}
        testId="group-apply-kind"
      />
      <TextField
        label={t('group.contactName')}
        value={v.contactName}
        onChange={set('contactName')}
        error={errors.contactName}
        autoComplete="name"
        data-testid="group-apply-name"
      />
      <TextField
        label={t('group.contactPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={v.contactPhone}
        onChange={set('contactPhone')}
        error={errors.contactPhone}
        data-testid="group-apply-phone"
      />
      <TextAreaField
        label={t('group.content')}
        placeholder={t('group.contentPlaceholder')}
        value={v.content}
        max={GROUP_CONTENT_MAX}
        onChange={set('content')}
        error={errors.content}
        testId="group-apply-content"
      />
      <FormRefusal refusal={refusal} testId="group-apply-refusal" />
      <div className="ss-sticky">
        <button type="submit" className="ss-button ss-button--block" data-testid="group-apply-submit">
          {t('group.submit')}
        </button>
      </div>
    </SubmitForm>
  );
}
