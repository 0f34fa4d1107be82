import type { Language } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { Envelope } from '../../../lib/request.ts';
import { focusFirstError } from '../components/FormShell.tsx';
import type { FieldErrors } from '../validation.ts';
import { submitForm, useDraft } from './useAdmin.ts';

type Sent = Promise<(Envelope & { data?: unknown }) | false>;

/** The props every administrators' form takes. */
export interface AdminFormProps<D> {
  /** Set when editing; absent when creating. */
  id?: number | undefined;
  initial: D;
  onSaved: () => void;
}

/** What an administrators' form needs to check and save one kind of record. */
export interface AdminFormRules<D, B> extends AdminFormProps<D> {
  /** Field names whose label key differs from the field (e.g. description → groupDescription). */
  labelKeys?: Record<string, string>;
  validate: (
    draft: D,
    language: Language,
    labelOf: (field: string) => string,
  ) => FieldErrors<Extract<keyof D, string>>;
  toBody: (draft: D) => B;
  create: (body: B) => Sent;
  update: (id: number, body: B) => Sent;
}

/**
 * The draft, its field errors and the save of an administrators' form: checks locally first (toast and focus
 * on the first invalid field), then sends; a refusal naming a field shows under it.
 */
export function useAdminForm<D extends object, B>(rules: AdminFormRules<D, B>) {
  const { id, initial, onSaved, labelKeys, validate, toBody, create, update } = rules;
  const { t } = useTranslation('admin');
  const { draft, errors, setErrors, set } = useDraft(initial);
  const label = (field: string) => t(`field.${labelKeys?.[field] ?? field}` as 'field.title');
  const language = currentLanguage();

  const submit = async () => {
    const found = validate(draft, language, label);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast(t('list.fixErrors'));
      focusFirstError();
      return;
    }
    const body = toBody(draft);
    const saved = await submitForm(id ? update(id, body) : create(body), Object.keys(draft), setErrors);
    if (!saved) return;
    toast(id ? t('list.saved') : t('list.created'));
    onSaved();
  };

  return { t, draft, errors, set, label, language, submit: () => void submit() };
}
