import type { Language } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { FieldErrors } from '../../common/hooks/useFormDraft.ts';
import { useFormDraft } from '../../common/hooks/useFormDraft.ts';
import { focusFirstError } from '../components/FormShell.tsx';
import { showRefusal } from './useAdmin.ts';

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
  /** The writes, the way `call` (lib/api.ts) gives them: the answer, or an ApiError. */
  create: (body: B) => Promise<unknown>;
  update: (id: number, body: B) => Promise<unknown>;
}

/**
 * The draft, its field errors and the save of an administrators' form: checks locally first (toast and focus
 * on the first invalid field), then sends; a refusal naming a field shows under it. `onSaved` makes the
 * content stale (useRefreshContent).
 */
export function useAdminForm<D extends object, B>(rules: AdminFormRules<D, B>) {
  const { id, initial, onSaved, labelKeys, validate, toBody, create, update } = rules;
  const { t } = useTranslation('admin');
  const form = useFormDraft(initial);
  const { draft, setErrors } = form;
  const label = (field: string) => t(`field.${labelKeys?.[field] ?? field}` as 'field.title');
  /** A field's label, value, change and complaint, to spread on the input that shows it. */
  const field = <K extends Extract<keyof D, string>>(key: K) => ({ ...form.field(key), label: label(key) });
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
    try {
      await (id ? update(id, body) : create(body));
    } catch (error) {
      return showRefusal(error, Object.keys(draft), setErrors);
    }
    toast(id ? t('list.saved') : t('list.created'));
    onSaved();
  };

  return { t, draft, set: form.set, field, language, submit: () => void submit() };
}
