import { ErrorCode, type ServiceGroup, type UserProfile } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { shfwApi } from '../api/socialServicesApi.ts';
import {
  GROUP_CONTENT_MAX,
  type GroupApplyDraft,
  type GroupApplyKind,
  toGroupApplyBody,
  validateGroupApply,
} from '../groupValidation.ts';
import type { FieldErrors } from '../validation.ts';
import { ChoiceGroup, TextAreaField } from './FormFields.tsx';

export interface Refusal {
  msg: string;
  duplicate: boolean;
}

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

export const refusalOf = (result: { msg: string; errorCode?: string }): Refusal => ({
  msg: result.msg,
  duplicate: result.errorCode === ErrorCode.GROUP_APPLICATION_DUPLICATE,
});

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
  const [v, setV] = useState<GroupApplyDraft>({
    kind,
    contactName: profile?.nickName ?? '',
    contactPhone: profile?.phonenumber ?? '',
    content: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof GroupApplyDraft>>({});
  const [refusal, setRefusal] = useState<Refusal>();
  const set =
    <K extends keyof GroupApplyDraft>(key: K) =>
    (value: GroupApplyDraft[K]) => {
      setV((old) => ({ ...old, [key]: value }));
      // A corrected field stops showing its old complaint.
      setErrors(({ [key]: _, ...rest }) => rest as typeof rest);
    };

  const submit = async () => {
    const found = validateGroupApply(t, v);
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    const result = await shfwApi.applyGroup(group.id, toGroupApplyBody(v));
    if (!result) return;
    if (result.code !== 200) {
      setRefusal(refusalOf(result));
      if (result.field && result.field in v) setErrors({ [result.field]: result.msg });
      return;
    }
    toast(t('group.sent'));
    go(paths.groupMine, { replace: true });
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="group-apply-form"
    >
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
    </form>
  );
}
