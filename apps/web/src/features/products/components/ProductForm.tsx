import {
  AUTH_METHODS,
  CREDENTIAL_SCOPES,
  DEVICE_TYPES,
  OTA_PROTOCOLS,
  PROTOCOL_CODES,
  type ProductAdmin,
  productsRoutes,
} from '@linli/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type ApiError, useApiMutation } from '../../../lib/queries.ts';
import { CheckField } from '../../common/components/CheckField.tsx';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { type FieldBinding, FieldError } from '../../common/components/FieldFrame.tsx';
import { FormSubmitButton } from '../../common/components/FormSubmitButton.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useFormDraft } from '../../common/hooks/useFormDraft.ts';
import {
  type ProductDraft,
  type ProductField,
  REFUSAL_FIELDS,
  toProductBody,
  validateProduct,
} from '../productDraft.ts';
import { afterProductChange } from '../queries.ts';

/** The picture box, given by the screen (the administrators' uploader) so this feature needs none of its own. */
export type PictureSlot = (field: FieldBinding<string> & { label: string }) => ReactNode;

interface ProductFormProps {
  /** Set when editing; absent when creating. */
  id?: number | undefined;
  initial: ProductDraft;
  picture: PictureSlot;
  onSaved: (product: ProductAdmin) => void;
}

/**
 * Create or edit a product (docs/devices.md "Products and thing models"). The contract's productForm is run
 * here first, in the server's own words; a refusal about a field (a name or MQTT account taken) shows
 * under it. Test ids: product-form-{field}, product-form-submit.
 */
export function ProductForm({ id, initial, picture, onSaved }: ProductFormProps) {
  const { t } = useTranslation('products');
  const form = useFormDraft(initial);
  const { draft, setErrors } = form;
  // A refusal about no one field: shown above the save button.
  const [formError, setFormError] = useState('');
  const label = (key: ProductField) => t(`field.${key}`);
  const field = <K extends ProductField>(key: K) => ({ ...form.field(key), label: label(key) });
  const create = useApiMutation(productsRoutes.create, {
    invalidates: afterProductChange,
    showsRefusal: true,
  });
  const update = useApiMutation(productsRoutes.update, {
    invalidates: afterProductChange,
    showsRefusal: true,
  });

  const refused = (error: ApiError) => {
    const about = (error.field as ProductField | undefined) ?? REFUSAL_FIELDS[error.errorCode ?? ''];
    if (about && about in draft) setErrors({ [about]: error.message });
    else setFormError(error.message);
    toast(error.message);
  };

  const submit = () => {
    setFormError('');
    const found = validateProduct(draft, currentLanguage(), label);
    if (!form.accept(found)) {
      toast(t('form.fixErrors'));
      focusFirstInvalid();
      return;
    }
    const body = toProductBody(draft);
    const done = {
      onSuccess: ({ data }: { data: ProductAdmin }) => {
        toast(id ? t('form.saved') : t('form.created'));
        onSaved(data);
      },
      onError: refused,
    };
    if (id) update.mutate({ params: { id }, body }, done);
    else create.mutate({ body }, done);
  };

  const choices = <V extends string | number>(group: string, values: readonly V[]) =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as 'status.1') }));

  return (
    <SubmitForm onSubmit={submit} testId="product-form" className="pd-form">
      <TextField {...field('productName')} data-testid="product-form-productName" />
      <TextField {...field('productNameEn')} lang="en" data-testid="product-form-productNameEn" />
      <TextField {...field('categoryName')} data-testid="product-form-categoryName" />
      {picture(field('imgUrl'))}
      <ChoiceGroup
        {...field('deviceType')}
        options={choices('deviceType', Object.values(DEVICE_TYPES))}
        testId="product-form-deviceType"
      />
      <CheckField {...field('isSubDevice')} hint={t('hint.isSubDevice')} testId="product-form-isSubDevice" />
      <ChoiceGroup
        {...field('networkMethod')}
        options={choices('networkMethod', [1, 2, 3, 4] as const)}
        testId="product-form-networkMethod"
      />
      <ChoiceGroup
        {...field('protocolCode')}
        options={choices('protocolCode', PROTOCOL_CODES)}
        testId="product-form-protocolCode"
      />
      <ChoiceGroup
        {...field('vertificateMethod')}
        options={choices('authMethod', Object.values(AUTH_METHODS))}
        testId="product-form-vertificateMethod"
      />
      <p className="kit-hint">{t(`hint.authMethod.${draft.vertificateMethod}`)}</p>
      <ChoiceGroup
        {...field('credentialScope')}
        options={choices('credentialScope', CREDENTIAL_SCOPES)}
        testId="product-form-credentialScope"
      />
      <ul className="pd-explain" aria-label={t('hint.credentialScopeTitle')}>
        {CREDENTIAL_SCOPES.map((scope) => (
          <li key={scope} className={scope === draft.credentialScope ? 'pd-explain--on' : undefined}>
            <strong>{t(`credentialScope.${scope}`)}</strong>
            {t(`hint.credentialScope.${scope}`)}
          </li>
        ))}
      </ul>
      <CheckField {...field('isAuthorize')} hint={t('hint.isAuthorize')} testId="product-form-isAuthorize" />
      <CheckField
        {...field('selfRegister')}
        hint={t('hint.selfRegister')}
        testId="product-form-selfRegister"
      />
      <ChoiceGroup
        {...field('otaProtocol')}
        options={choices('otaProtocol', OTA_PROTOCOLS)}
        testId="product-form-otaProtocol"
      />
      <p className="kit-hint">{t(`hint.otaProtocol.${draft.otaProtocol}`)}</p>
      <TextField
        {...field('offlineAlarmMinutes')}
        inputMode="numeric"
        placeholder={t('hint.offlineAlarmPlaceholder')}
        data-testid="product-form-offlineAlarmMinutes"
      />
      <p className="kit-hint">{t('hint.offlineAlarmMinutes')}</p>
      <TextField
        {...field('mqttAccount')}
        autoComplete="off"
        placeholder={id ? undefined : t('hint.mqttAccountPlaceholder')}
        data-testid="product-form-mqttAccount"
      />
      <FieldError error={formError} testId="product-form-error" />
      <div className="pd-sticky">
        <FormSubmitButton busy={create.isPending || update.isPending} testId="product-form-submit">
          {t('form.save')}
        </FormSubmitButton>
      </div>
    </SubmitForm>
  );
}

/** Puts the focus on the first field the check complained about, for the eye and for a screen reader. */
function focusFirstInvalid(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('.pd-form [aria-invalid="true"]')?.focus();
  });
}
