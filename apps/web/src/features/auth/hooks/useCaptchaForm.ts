import { ErrorCode } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { check, message, type Schema } from '../../common/contractCheck.ts';
import type { FieldErrors } from '../../common/hooks/useFormDraft.ts';
import type { Captcha } from './useCaptcha.ts';
import { useSending } from './useSending.ts';

/**
 * A form with a picture code (`code`) and the agreement tick: login, WeChat bind-login and registration
 * (docs/product.md "Signing in and accounts"). It holds the values and their complaints, and sends.
 */
export function useCaptchaForm<Values extends { code: string }>(empty: Values, captcha: Captcha) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(empty);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useSending();

  const set = (field: keyof Values & string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The picture code as the server takes it, with the captcha's uuid; nothing while captchas are off. */
  const captchaFields = (code: string): { code?: string; uuid?: string } =>
    captcha.enabled ? { code: code.trim(), ...(captcha.uuid ? { uuid: captcha.uuid } : {}) } : {};

  /**
   * A refusal, shown here (the form's mutations are made with `showsRefusal`): the server's words once as a
   * toast and under the field they name, and a fresh picture code to type, the old one being used up. An
   * empty message is a failure the request layer has already told the person about.
   */
  const refuse = (error: ApiError) => {
    if (!error.message) return;
    toast(error.message);
    if (error.field) setErrors({ [error.field]: error.message });
    setValues((v) => ({ ...v, code: '' }));
    captcha.refresh();
  };

  /**
   * Checks `body` with the contracts' `schema`, the typed `code` and the tick, then sends it with `write` (a
   * mutation's mutateAsync) and hands the answer to `done`. A refusal `refused` does not take is shown.
   */
  const send = <Body, Answer>(
    schema: Schema<unknown>,
    body: Body,
    code: string,
    write: (body: Body) => Promise<Answer>,
    done: (answer: Answer) => unknown,
    refused?: (error: ApiError) => boolean,
  ) => {
    const language = currentLanguage();
    const checked = check(schema, body, language);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (captcha.enabled && !code.trim()) found.code = message(language, ErrorCode.CAPTCHA_REQUIRED);
    if (!agreed) found.agreement = t('agreement.required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    return sending.run(
      () => write(body),
      done,
      (error) => {
        if (!refused?.(error)) refuse(error);
      },
    );
  };

  return {
    values,
    setValues,
    set,
    agreed,
    setAgreed,
    errors,
    setErrors,
    busy: sending.busy,
    captchaFields,
    send,
  };
}
