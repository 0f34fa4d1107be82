import {
  centreDate,
  datePickerRange,
  FOLLOW_UP_METHODS,
  type FollowUpMethod,
  RECORD_PHOTOS_MAX,
  type RecordBody,
  type RecordKind,
  resolveLanguage,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_NAMES,
  type ServiceCategory,
  socialServicesRoutes,
} from '@linli/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { DateField } from '../../common/components/DateField.tsx';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { SelectField } from '../../common/components/SelectField.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import type { FieldErrors } from '../../common/hooks/useFormDraft.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { afterRecordChange } from '../queries.ts';
import { dateError, type RecordDraft, validateRecord } from '../validation.ts';
import { settle } from '../writes.ts';
import { type CheckIn, LocationCheckIn } from './LocationCheckIn.tsx';
import { PersonPicker } from './PersonPicker.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { StickySubmit } from './RequestForm.tsx';

const CONTENT_MAX = 1000;
const OUTCOME_MAX = 500;

interface Extra {
  category: ServiceCategory;
  address: string;
  photos: string[];
  method: FollowUpMethod;
  nextFollowUpDate: string;
}

/** The three service-record creation forms (dxfwcj single, sswbfwcj home visit, fxfwcj follow-up). */
export function RecordForm({ kind, personId }: { kind: RecordKind; personId: number | undefined }) {
  const { t, i18n } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const recording = useApiMutation(socialServicesRoutes.createRecord, {
    showsRefusal: true,
    invalidates: afterRecordChange,
  });
  const today = centreDate(new Date());
  const range = datePickerRange(today);
  const [v, setV] = useState<RecordDraft>({
    personId: personId ? String(personId) : '',
    serviceDate: today,
    durationMinutes: '60',
    content: '',
    outcome: '',
  });
  const [x, setX] = useState<Extra>({
    category: kind === 'follow_up' ? 'community' : 'elderly_care',
    address: '',
    photos: [],
    method: 'phone',
    nextFollowUpDate: '',
  });
  useVisitAddressFromFile(kind, v.personId, x.address, (address) => setX((o) => ({ ...o, address })));
  const [where, setWhere] = useState<CheckIn>({ latitude: '', longitude: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const set =
    <K extends keyof RecordDraft>(key: K) =>
    (value: string) =>
      setV((o) => ({ ...o, [key]: value }));
  const names = SERVICE_CATEGORY_NAMES[resolveLanguage(i18n.language)];

  const validate = (): FieldErrors => {
    const found: FieldErrors = { ...validateRecord(t, v, today) };
    if (kind === 'home_visit') {
      const lat = Number(where.latitude);
      const lng = Number(where.longitude);
      if (!where.latitude || !where.longitude || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180))
        found.location = t('errors.location');
      if (!x.address.trim()) found.address = t('errors.required', { field: t('record.address') });
      if (x.photos.length === 0) found.photos = t('errors.photos');
    }
    if (kind === 'follow_up' && x.nextFollowUpDate) {
      const bad = dateError(t, x.nextFollowUpDate, today);
      if (bad) found.nextFollowUpDate = bad;
    }
    return found;
  };

  const body = (): RecordBody => {
    const common = {
      personId: Number(v.personId),
      serviceDate: v.serviceDate,
      durationMinutes: Number(v.durationMinutes),
      content: v.content.trim(),
      ...(v.outcome.trim() ? { outcome: v.outcome.trim() } : {}),
    };
    if (kind === 'home_visit')
      return {
        kind,
        category: x.category,
        ...common,
        latitude: Number(where.latitude),
        longitude: Number(where.longitude),
        address: x.address.trim(),
        photos: x.photos,
      };
    if (kind === 'follow_up')
      return {
        kind,
        category: x.category,
        ...common,
        method: x.method,
        ...(x.nextFollowUpDate ? { nextFollowUpDate: x.nextFollowUpDate } : {}),
      };
    return { kind, category: x.category, ...common };
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    const sent = await settle(recording.mutateAsync({ body: body() }));
    if (!sent.ok) {
      if (sent.refusal.message) setRefusal(sent.refusal.message);
      return;
    }
    toast(t('record.saved'));
    go(withQuery(paths.socialServicesRecordDetail, { id: String(sent.answer.data.id) }), { replace: true });
  };

  return (
    <SubmitForm onSubmit={submit} testId={`record-form-${kind}`}>
      <h2 className="ss-section-head__title">{t(`record.${kind}`)}</h2>
      <PersonPicker value={v.personId} onChange={set('personId')} error={errors.personId} />
      <DateField
        label={t('record.date')}
        value={v.serviceDate}
        min={range.min}
        max={range.max}
        onChange={set('serviceDate')}
        error={errors.serviceDate}
        testId="record-date"
      />
      <TextField
        label={t('record.duration')}
        type="number"
        inputMode="numeric"
        value={v.durationMinutes}
        onChange={set('durationMinutes')}
        error={errors.durationMinutes}
        data-testid="record-duration"
      />
      {kind !== 'home_visit' && (
        <SelectField
          label={t('record.category')}
          value={x.category}
          onChange={(category) => setX((o) => ({ ...o, category: category as ServiceCategory }))}
          options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: names[c] }))}
          testId="record-category"
        />
      )}
      {kind === 'home_visit' && (
        <>
          <LocationCheckIn value={where} onChange={setWhere} error={errors.location} />
          <TextField
            label={t('record.address')}
            value={x.address}
            onChange={(address) => setX((o) => ({ ...o, address }))}
            error={errors.address}
            data-testid="visit-address"
          />
          <PhotoUploader
            label={t('record.photos', { max: RECORD_PHOTOS_MAX })}
            value={x.photos}
            onChange={(photos) => setX((o) => ({ ...o, photos }))}
            max={RECORD_PHOTOS_MAX}
            error={errors.photos}
            testId="visit-photos"
          />
        </>
      )}
      {kind === 'follow_up' && (
        <>
          <ChoiceGroup
            label={t('record.method')}
            value={x.method}
            onChange={(method) => setX((o) => ({ ...o, method }))}
            options={FOLLOW_UP_METHODS.map((m) => ({ value: m, label: t(`record.${m}`) }))}
            testId="follow-method"
          />
          <DateField
            label={t('record.nextDate')}
            value={x.nextFollowUpDate}
            min={today}
            max={range.max}
            onChange={(nextFollowUpDate) => setX((o) => ({ ...o, nextFollowUpDate }))}
            error={errors.nextFollowUpDate}
            testId="follow-next"
          />
        </>
      )}
      <TextAreaField
        label={t('record.content')}
        value={v.content}
        max={CONTENT_MAX}
        onChange={set('content')}
        error={errors.content}
        testId="record-content"
      />
      <TextAreaField
        label={t('record.outcome')}
        value={v.outcome}
        max={OUTCOME_MAX}
        onChange={set('outcome')}
        testId="record-outcome"
      />
      <FieldError error={refusal} testId="record-refusal" />
      <StickySubmit label={t('record.save')} testId="record-submit" />
    </SubmitForm>
  );
}

/**
 * A home visit goes to the person's home: the address starts as the one on their file, and follows the
 * person chosen until the worker types another one.
 */
function useVisitAddressFromFile(
  kind: RecordKind,
  personId: string,
  address: string,
  setAddress: (address: string) => void,
) {
  const id = Number(personId);
  const file = useData(
    socialServicesRoutes.person,
    { params: { id } },
    { enabled: kind === 'home_visit' && id > 0 },
  );
  const filled = useRef('');
  const onFile = file.data?.address ?? '';
  useEffect(() => {
    // Only when another file's address arrives, and only over an empty or still-untouched field.
    if (!onFile || onFile === filled.current) return;
    if (address !== '' && address !== filled.current) return;
    filled.current = onFile;
    setAddress(onFile);
  }, [onFile, address, setAddress]);
}
