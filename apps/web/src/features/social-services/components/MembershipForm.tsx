import { socialServicesRoutes, type UserProfile } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKey, useApiMutation } from '../../../lib/queries.ts';
import { AgreementCheck } from '../../auth/index.ts';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useFormDraft } from '../../common/hooks/useFormDraft.ts';
import { useGoBack } from '../../common/hooks/useNavigateOnce.ts';
import { type MembershipDraft, validateMembership } from '../validation.ts';
import { placeRefusal, settle } from '../writes.ts';
import { StickySubmit } from './RequestForm.tsx';

/** POST /member/activate: real name, mobile, ID card (GB 11643 check digit) and the agreement. */
export function MembershipForm({ profile }: { profile: UserProfile | undefined }) {
  const { t } = useTranslation('socialServices');
  // Back to where the member card was (Me), or Me when the page was opened directly.
  const goBack = useGoBack(paths.tabUser);
  const queryClient = useQueryClient();
  const activation = useApiMutation(socialServicesRoutes.activateMembership, { showsRefusal: true });
  const form = useFormDraft<MembershipDraft>({
    realName: '',
    phone: profile?.phonenumber ?? '',
    idCard: '',
    agreement: false,
  });
  const { draft: v, errors, setErrors, set, accept } = form;
  const [refusal, setRefusal] = useState<string>();
  const submit = async () => {
    const found = validateMembership(t, v);
    setRefusal(undefined);
    if (!accept(found)) return;
    const body = {
      realName: v.realName.trim(),
      phone: v.phone.trim(),
      idCard: v.idCard.trim().toUpperCase(),
      agreement: true as const,
    };
    const sent = await settle(activation.mutateAsync({ body }));
    if (!sent.ok) return placeRefusal(sent.refusal, v, setErrors, setRefusal);
    // The answer is the membership as it now is: Me shows it without asking again.
    queryClient.setQueryData(queryKey(socialServicesRoutes.membership, {}), sent.answer.data);
    toast(t('member.done'));
    goBack();
  };

  return (
    <SubmitForm onSubmit={submit} testId="member-form">
      <p className="ss-muted">{t('member.activateHint')}</p>
      <TextField
        label={t('member.realName')}
        value={v.realName}
        onChange={set('realName')}
        error={errors.realName}
        autoComplete="name"
        data-testid="member-real-name"
      />
      <TextField
        label={t('member.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={v.phone}
        onChange={set('phone')}
        error={errors.phone}
        data-testid="member-phone"
      />
      <TextField
        label={t('member.idCard')}
        value={v.idCard}
        onChange={set('idCard')}
        error={errors.idCard}
        autoComplete="off"
        maxLength={18}
        data-testid="member-id-card"
      />
      <AgreementCheck checked={v.agreement} onChange={set('agreement')} error={errors.agreement} />
      <FieldError error={refusal} testId="member-refusal" />
      <StickySubmit label={t('member.activate')} testId="member-submit" />
    </SubmitForm>
  );
}
