import { centreDate, SEXES, type ServedPerson, socialServicesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { DateField } from '../../common/components/DateField.tsx';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useFormDraft } from '../../common/hooks/useFormDraft.ts';
import { useGoBack, useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useRoles } from '../hooks/useRoles.ts';
import {
  emptyPersonDraft,
  type PersonDraft,
  personDraftOf,
  toPersonBody,
  validatePerson,
} from '../personValidation.ts';
import { afterPersonChange } from '../queries.ts';
import { placeRefusal, settle } from '../writes.ts';
import { StickySubmit } from './RequestForm.tsx';

const SEX_LABEL = { '0': 'person.male', '1': 'person.female', '2': 'person.unknown' } as const;
const REMARK_MAX = 500;

/** /pagesC/shfw/socialServicesM?mode=new | ?id=&mode=edit: the basic-information file of a person served (staff). */
export function PersonForm({ person }: { person?: ServedPerson | undefined }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  // An edit returns to the file it was opened from; a new file replaces the form with the file.
  const goBack = useGoBack(
    person ? withQuery(paths.socialServicesPerson, { id: String(person.id) }) : paths.socialServicesPerson,
  );
  const creating = useApiMutation(socialServicesRoutes.createPerson, {
    showsRefusal: true,
    invalidates: afterPersonChange,
  });
  const updating = useApiMutation(socialServicesRoutes.updatePerson, {
    showsRefusal: true,
    invalidates: afterPersonChange,
  });
  const today = centreDate(new Date());
  const { profile } = useRoles();
  const caseworkers = useData(socialServicesRoutes.caseworkers, {});
  // A new file is the creator's to look after until someone else is named.
  const form = useFormDraft<PersonDraft>(() =>
    person
      ? personDraftOf(person)
      : { ...emptyPersonDraft(), caseworkerId: profile ? String(profile.userId) : '' },
  );
  const { draft: v, errors, setErrors, set, accept } = form;
  const [refusal, setRefusal] = useState<string>();
  const submit = async () => {
    const found = validatePerson(t, v, today);
    setRefusal(undefined);
    if (!accept(found)) return;
    const body = toPersonBody(v);
    // The file's id: the one edited, or the new one's.
    const sent = await settle(
      person
        ? updating.mutateAsync({ params: { id: person.id }, body }).then(() => person.id)
        : creating.mutateAsync({ body }).then((answer) => answer.data.id),
    );
    if (!sent.ok) return placeRefusal(sent.refusal, v, setErrors, setRefusal);
    toast(t('person.saved'));
    if (person) goBack();
    else go(withQuery(paths.socialServicesPerson, { id: String(sent.answer) }), { replace: true });
  };

  const field = (key: 'name' | 'idCard' | 'phone' | 'address' | 'guardianName' | 'guardianRelation') => ({
    label: t(`person.${key}`),
    value: v[key],
    onChange: set(key),
    error: errors[key],
    'data-testid': `person-form-${key}`,
  });

  return (
    <SubmitForm onSubmit={submit} testId="person-form">
      <h2 className="ss-section-head__title">{person ? t('person.edit') : t('person.new')}</h2>
      <TextField {...field('name')} autoComplete="off" />
      <ChoiceGroup
        label={t('person.sex')}
        value={v.sex}
        onChange={set('sex')}
        options={SEXES.map((s) => ({ value: s, label: t(SEX_LABEL[s]) }))}
        testId="person-form-sex"
      />
      <TextField {...field('idCard')} maxLength={18} autoComplete="off" />
      <DateField
        label={t('person.birthDate')}
        value={v.birthDate}
        max={today}
        onChange={set('birthDate')}
        error={errors.birthDate}
        testId="person-form-birthDate"
      />
      {!errors.birthDate && <p className="ss-muted">{t('person.birthOrId')}</p>}
      <TextField {...field('phone')} type="tel" inputMode="tel" />
      <TextField {...field('address')} />
      <fieldset className="ss-fieldset">
        <legend>{t('person.guardian')}</legend>
        <TextField {...field('guardianName')} label={t('person.name')} />
        <TextField {...field('guardianRelation')} />
        <TextField
          label={t('person.guardianPhone')}
          type="tel"
          inputMode="tel"
          value={v.guardianPhone}
          onChange={set('guardianPhone')}
          error={errors.guardianPhone}
          data-testid="person-form-guardianPhone"
        />
      </fieldset>
      <TextField
        label={t('person.tags')}
        placeholder={t('person.tagsHint')}
        value={v.tags}
        onChange={set('tags')}
        error={errors.tags}
        data-testid="person-form-tags"
      />
      <TextField
        label={t('person.userId')}
        inputMode="numeric"
        value={v.userId}
        onChange={set('userId')}
        error={errors.userId}
        data-testid="person-form-userId"
      />
      {(caseworkers.data ?? []).length > 0 && (
        <ChoiceGroup
          label={t('person.caseworker')}
          value={v.caseworkerId}
          onChange={set('caseworkerId')}
          options={(caseworkers.data ?? []).map((c) => ({ value: String(c.userId), label: c.nickName }))}
          error={errors.caseworkerId}
          testId="person-form-caseworker"
        />
      )}
      <TextAreaField
        label={t('person.remark')}
        value={v.remark}
        max={REMARK_MAX}
        onChange={set('remark')}
        error={errors.remark}
        testId="person-form-remark"
      />
      <FieldError error={refusal} testId="person-form-refusal" />
      <StickySubmit label={t('person.save')} testId="person-form-submit" />
    </SubmitForm>
  );
}
